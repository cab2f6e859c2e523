// The quick-chat calls of spec 7, with the exact shapes of common/contracts/chat.ts and tracking.ts.
import type {
  ChatHistoryResponse,
  GuardianChatRequest,
  GuardianChatResponse,
  QuickRecommendationsResponse,
} from '../../../../../common/contracts/chat';
import type { ChatInteractionRequest, ProductClickRequest } from '../../../../../common/contracts/tracking';
import type { GuardianId } from '../../../../../common/guardians';
import { apiJson } from '../../../api/api-request';

export function askGuardian(request: GuardianChatRequest): Promise<GuardianChatResponse> {
  return apiJson<GuardianChatResponse>('POST', '/api/guardian-chat', request);
}

export function fetchQuickRecommendations(guardianId: GuardianId, userQuery: string, categories: string[]): Promise<QuickRecommendationsResponse> {
  return apiJson<QuickRecommendationsResponse>('POST', '/api/chat/quick-recommendations', { guardianId, userQuery, categories });
}

export function fetchChatHistory(userUid: string, guardianId: GuardianId): Promise<ChatHistoryResponse> {
  const query = new URLSearchParams({ guardianType: guardianId });
  return apiJson<ChatHistoryResponse>('GET', `/api/guardian-chat/history/${encodeURIComponent(userUid)}?${query.toString()}`);
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
