// Subscribe & save (issue 44): GET/POST/PATCH /api/subscriptions and their actions, shared by the product page,
// practitioners' plans and /profile, and the in-app renewal reminders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@common/contracts/subscriptions';
import type {
  CreateSubscriptionRequest,
  SkipByLinkResponse,
  SubscriptionRemindersResponse,
  SubscriptionResponse,
  UpdateSubscriptionRequest,
} from '@common/contracts/subscriptions';
import type { z } from 'zod';
import type { ApiClient } from '../../api/api-request';
import { endpointKey } from '../../api/endpoint';
import { apiOf, endpointQueryFn } from '../../api/query-client';

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

/** "Keep it" on the reminder of the renewal at `renewalAt`: it stays, and its reminder is not shown again. */
export function keepRenewal(api: ApiClient, id: string, renewalAt: string): Promise<SubscriptionResponse> {
  return api.call(subscriptionEndpoints.postSubscriptionsByIdKeep, { params: { id }, body: { renewalAt } });
}

export const SUBSCRIPTION_REMINDERS_PATH = subscriptionEndpoints.getSubscriptionsReminders.path;
/** Reminders fall due by the day: an hour is soon enough, and light on the server. */
export const SUBSCRIPTION_REMINDER_POLL_MS = 60 * 60_000;

/** GET /api/subscriptions/reminders: the server hands each renewal's reminder out once, so no page repeats one. */
export function subscriptionRemindersQueryOptions(userId: string) {
  return queryOptions({
    // The user is part of the key: one account's reminders never stand in for the next one's after a switch.
    queryKey: [SUBSCRIPTION_REMINDERS_PATH, 'for-user', userId] as const,
    queryFn: ({ signal, client }): Promise<SubscriptionRemindersResponse> =>
      apiOf(client).call(subscriptionEndpoints.getSubscriptionsReminders, {}, { signal }),
    staleTime: 0,
    refetchInterval: SUBSCRIPTION_REMINDER_POLL_MS,
    refetchOnWindowFocus: false,
  });
}

export function useSubscriptionReminders(userId: string | null) {
  return useQuery({ ...subscriptionRemindersQueryOptions(userId ?? ''), enabled: userId !== null });
}
