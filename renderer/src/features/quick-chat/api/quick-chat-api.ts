// The quick-chat calls of spec 7, with the exact shapes of common/contracts/chat.ts and tracking.ts. Answers are
// parsed with the contract: a reply's safety verdict decides what the widget may show, so it is checked, not assumed.
import type { GuardianChatRequest } from '@common/contracts/chat';
import type { ChatHistoryResponse, GuardianChatResponse, QuickRecommendationsResponse } from '@common/contracts/chat';
import { contract } from '../../../api/contract-loaders';
import type { ChatInteractionRequest, ProductClickRequest } from '@common/contracts/tracking';
import type { GuardianId } from '@common/guardians';
import type { ApiClient } from '../../../api/api-request';

export function askGuardian(api: ApiClient, request: GuardianChatRequest): Promise<GuardianChatResponse> {
  return api.json(contract.chat.GuardianChatResponse, 'POST', '/api/guardian-chat', request);
}

export function fetchQuickRecommendations(
  api: ApiClient,
  guardianId: GuardianId,
  userQuery: string,
  categories: string[],
): Promise<QuickRecommendationsResponse> {
  return api.json(contract.chat.QuickRecommendationsResponse, 'POST', '/api/chat/quick-recommendations', { guardianId, userQuery, categories });
}

export function fetchChatHistory(api: ApiClient, userUid: string, guardianId: GuardianId): Promise<ChatHistoryResponse> {
  const query = new URLSearchParams({ guardianType: guardianId });
  return api.json(contract.chat.ChatHistoryResponse, 'GET', `/api/guardian-chat/history/${encodeURIComponent(userUid)}?${query.toString()}`);
}

// Spec 7: tracking is fire and forget. A lost analytics event must never disturb the conversation, so failures are
// swallowed here rather than surfaced to the visitor. The answer is 204; its (empty) body is read so the request ends.
function fireAndForget(api: ApiClient, path: string, body: unknown): void {
  void api
    .request('POST', path, body)
    .then((response) => response.text())
    .catch(() => undefined);
}

export function trackChatInteraction(api: ApiClient, event: ChatInteractionRequest): void {
  fireAndForget(api, '/api/tracking/chat-interaction', event);
}

export function trackProductClick(api: ApiClient, event: ProductClickRequest): void {
  fireAndForget(api, '/api/tracking/product-click', event);
}
