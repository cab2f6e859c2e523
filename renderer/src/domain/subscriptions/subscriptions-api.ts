// Subscribe & save (issue 44): GET/POST/PATCH /api/subscriptions and their actions, shared by the product page and
// /profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@common/contracts/subscriptions';
import type { CreateSubscriptionRequest, SkipByLinkResponse, SubscriptionResponse, UpdateSubscriptionRequest } from '@common/contracts/subscriptions';
import type { z } from 'zod';
import type { ApiClient } from '../../api/api-request';
import { endpointKey } from '../../api/endpoint';
import { endpointQueryFn } from '../../api/query-client';

export const SUBSCRIPTIONS_QUERY_KEY = endpointKey(subscriptionEndpoints.getSubscriptions);

export const subscriptionsQueryOptions = queryOptions({ queryKey: SUBSCRIPTIONS_QUERY_KEY, queryFn: endpointQueryFn(subscriptionEndpoints.getSubscriptions) });

export function useSubscriptions(enabled = true) {
  return useQuery({ ...subscriptionsQueryOptions, enabled });
}

export function subscribe(api: ApiClient, request: z.input<typeof CreateSubscriptionRequest>): Promise<SubscriptionResponse> {
  return api.call(subscriptionEndpoints.postSubscriptions, { body: request });
}

export function changeSubscription(api: ApiClient, id: string, update: UpdateSubscriptionRequest): Promise<SubscriptionResponse> {
  return api.call(subscriptionEndpoints.patchSubscriptionsById, { params: { id }, body: update });
}

export type SubscriptionAction = 'skip' | 'pause' | 'resume' | 'cancel';

const ACTION_ENDPOINTS = {
  skip: subscriptionEndpoints.postSubscriptionsByIdSkip,
  pause: subscriptionEndpoints.postSubscriptionsByIdPause,
  resume: subscriptionEndpoints.postSubscriptionsByIdResume,
  cancel: subscriptionEndpoints.postSubscriptionsByIdCancel,
} as const;

export function actOnSubscription(api: ApiClient, id: string, action: SubscriptionAction): Promise<SubscriptionResponse> {
  return api.call(ACTION_ENDPOINTS[action], { params: { id } });
}

export function skipByLink(api: ApiClient, token: string): Promise<SkipByLinkResponse> {
  return api.call(subscriptionEndpoints.postSubscriptionsSkipByLink, { body: { token } });
}
