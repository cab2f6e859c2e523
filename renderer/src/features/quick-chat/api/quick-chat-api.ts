// The quick-chat calls of spec 7, with the exact shapes of common/contracts/chat.ts and tracking.ts. Answers are
// parsed with the contract: a reply's safety verdict decides what the widget may show, so it is checked, not assumed.
import type { GuardianChatRequest } from '../../../../../common/contracts/chat';
import { ChatHistoryResponse, GuardianChatResponse, QuickRecommendationsResponse } from '../../../../../common/contracts/chat';
import type { ChatInteractionRequest, ProductClickRequest } from '../../../../../common/contracts/tracking';
import type { GuardianId } from '../../../../../common/guardians';
import { apiJson } from '../../../api/api-request';

export async function askGuardian(request: GuardianChatRequest): Promise<GuardianChatResponse> {
  return GuardianChatResponse.parse(await apiJson<unknown>('POST', '/api/guardian-chat', request));
}

export async function fetchQuickRecommendations(guardianId: GuardianId, userQuery: string, categories: string[]): Promise<QuickRecommendationsResponse> {
  return QuickRecommendationsResponse.parse(await apiJson<unknown>('POST', '/api/chat/quick-recommendations', { guardianId, userQuery, categories }));
}

export async function fetchChatHistory(userUid: string, guardianId: GuardianId): Promise<ChatHistoryResponse> {
  const query = new URLSearchParams({ guardianType: guardianId });
  return ChatHistoryResponse.parse(await apiJson<unknown>('GET', `/api/guardian-chat/history/${encodeURIComponent(userUid)}?${query.toString()}`));
}

// Spec 7: tracking is fire and forget. A lost analytics event must never disturb the conversation, so failures are
// swallowed here rather than surfaced to the visitor.
function fireAndForget(path: string, body: unknown): void {
  void apiJson('POST', path, body).catch(() => undefined);
}

export function trackChatInteraction(event: ChatInteractionRequest): void {
  fireAndForget('/api/tracking/chat-interaction', event);
}

export function trackProductClick(event: ProductClickRequest): void {
  fireAndForget('/api/tracking/product-click', event);
}
