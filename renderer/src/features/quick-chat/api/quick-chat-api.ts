// The quick-chat calls of spec 7, with the exact shapes of common/contracts/chat.ts and tracking.ts. Answers are
// parsed with the contract: a reply's safety verdict decides what the widget may show, so it is checked, not assumed.
import type { ChatHistoryResponse, GuardianChatRequest, GuardianChatResponse, QuickRecommendationsResponse } from '@common/contracts/chat';
import type { ChatInteractionRequest, ProductClickRequest } from '@common/contracts/tracking';
import type { GuardianId } from '@common/guardians';
import { lazyEndpoint } from '../../../api/contract-loaders';
import type { ApiClient } from '../../../api/api-request';

export function askGuardian(api: ApiClient, request: GuardianChatRequest): Promise<GuardianChatResponse> {
  return api.call(lazyEndpoint.chat.postGuardianChat, { body: request });
}

export function fetchQuickRecommendations(
  api: ApiClient,
  guardianId: GuardianId,
  userQuery: string,
  categories: string[],
): Promise<QuickRecommendationsResponse> {
  return api.call(lazyEndpoint.chat.postChatQuickRecommendations, { body: { guardianId, userQuery, categories } });
}

export function fetchChatHistory(api: ApiClient, userUid: string, guardianId: GuardianId): Promise<ChatHistoryResponse> {
  return api.call(lazyEndpoint.chat.getGuardianChatHistoryByUserUid, { params: { userUid }, query: { guardianType: guardianId } });
}

// Spec 7: tracking is fire and forget. A lost analytics event must never disturb the conversation, so failures are
// swallowed here rather than surfaced to the visitor. The answer is 204; its (empty) body is read so the request ends.
export function trackChatInteraction(api: ApiClient, event: ChatInteractionRequest): void {
  void api.call(lazyEndpoint.tracking.postTrackingChatInteraction, { body: event }).catch(() => undefined);
}

export function trackProductClick(api: ApiClient, event: ProductClickRequest): void {
  void api.call(lazyEndpoint.tracking.postTrackingProductClick, { body: event }).catch(() => undefined);
}
