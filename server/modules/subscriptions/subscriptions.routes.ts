import type { Router } from 'express';
import type { AccountSettings } from '../../config';
import { linkOrigin } from '../../http/public-origin';
import { subscriptionEndpoints } from '@common/contracts/subscriptions';
import type { SkipByLinkResponse, SubscriptionListResponse, SubscriptionRemindersResponse, SubscriptionResponse } from '@common/contracts/subscriptions';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { SubscriptionRenewals } from './subscription-renewals';
import type { SubscriptionsService } from './subscriptions.service';

export function subscriptionRoutes(deps: {
  declare: DeclareRoutes;
  subscriptions: SubscriptionsService;
  renewals: SubscriptionRenewals;
  /** Where the first order's mail links point (public-origin.ts). */
  links: Pick<AccountSettings, 'publicOrigin' | 'allowedHosts'>;
}): Router {
  const { router, serve } = deps.declare();
  const { subscriptions, renewals } = deps;

  serve(subscriptionEndpoints.getSubscriptions, { caller: 'user' }, async ({ res, user }) => {
    const body: SubscriptionListResponse = { subscriptions: await subscriptions.list(user.id) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptions, { caller: 'user' }, async ({ req, res, user }) => {
    const origin = linkOrigin(req, deps.links);
    const subscription = await subscriptions.create(user.id, req.body, (row) => renewals.renew(row, new Date(), { origin, rethrow: true }));
    const body: SubscriptionResponse = { subscription };
    res.status(201).json(body);
  });

  serve(subscriptionEndpoints.patchSubscriptionsById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscriptionResponse = { subscription: await subscriptions.update(user.id, req.params.id, req.body) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptionsByIdSkip, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscriptionResponse = { subscription: await subscriptions.skip(user.id, req.params.id) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptionsByIdPause, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscriptionResponse = { subscription: await subscriptions.pause(user.id, req.params.id) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptionsByIdResume, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscriptionResponse = { subscription: await subscriptions.resume(user.id, req.params.id) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptionsByIdCancel, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscriptionResponse = { subscription: await subscriptions.cancel(user.id, req.params.id) };
    res.json(body);
  });

  serve(subscriptionEndpoints.getSubscriptionsReminders, { caller: 'user' }, async ({ res, user }) => {
    const body: SubscriptionRemindersResponse = { reminders: await subscriptions.dueReminders(user.id) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptionsByIdKeep, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscriptionResponse = { subscription: await subscriptions.keep(user.id, req.params.id, req.body.renewalAt) };
    res.json(body);
  });

  serve(subscriptionEndpoints.postSubscriptionsSkipByLink, { caller: 'anyone' }, async ({ req, res }) => {
    const body: SkipByLinkResponse = await subscriptions.skipByLink(req.body.token);
    res.json(body);
  });

  return router;
}
