// /api/profile/mail-preferences for the signed-in account; POST /api/mail/unsubscribe for anyone holding a mail's link
// (no session: the link is opened from a mail program), limited per client address.
import express from 'express';
import type { Router } from 'express';
import { mailPreferenceEndpoints } from '@common/contracts/mail-preferences';
import type { MailPreferencesResponse, UnsubscribeResponse } from '@common/contracts/mail-preferences';
import type { RateLimit } from '../../config';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../http/app-error';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { limitRequests } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import type { MailPreferencesService } from './mail-preferences.service';

/** Enough for a household clicking the links of several mails, twice each; too few to hammer tokens from one address. */
export const UNSUBSCRIBES_PER_ADDRESS: RateLimit = { max: 30, windowMs: 60 * 60 * 1000 };

export function mailPreferenceRoutes(deps: {
  declare: DeclareRoutes;
  mailPreferences: MailPreferencesService;
  limiter: RateLimiter;
  unsubscribesPerAddress?: RateLimit;
}): Router {
  const { router, serve } = deps.declare();
  const { mailPreferences } = deps;
  const limitPerAddress = limitRequests(
    deps.limiter,
    deps.unsubscribesPerAddress ?? UNSUBSCRIBES_PER_ADDRESS,
    'unsubscribe requests',
    async (req) => `unsubscribe:address:${clientAddress(req)}`,
  );

  serve(mailPreferenceEndpoints.getProfileMailPreferences, { caller: 'user' }, async ({ res, user }) => {
    const body: MailPreferencesResponse = await mailPreferences.list(user.id);
    res.json(body);
  });

  serve(mailPreferenceEndpoints.putProfileMailPreferences, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MailPreferencesResponse = await mailPreferences.update(user.id, req.body);
    res.json(body);
  });

  serve(mailPreferenceEndpoints.postMailUnsubscribe, { caller: 'anyone', cache: 'no-store', before: [limitPerAddress] }, async ({ req, res }) => {
    const body: UnsubscribeResponse = await mailPreferences.unsubscribe(req.body.token);
    res.json(body);
  });

  // The List-Unsubscribe header's address: a mail program posts a form there, from its own servers (no Origin, no cookie).
  const readForm = express.urlencoded({ extended: false, limit: '1kb' });
  serve(
    mailPreferenceEndpoints.postMailUnsubscribeOneClick,
    { caller: 'anyone', cache: 'no-store', before: [limitPerAddress, readForm] },
    async ({ req, res }) => {
      const form = req.body as Record<string, unknown> | undefined;
      if (form?.['List-Unsubscribe'] !== 'One-Click') {
        throw new AppError(400, 'VALIDATION_FAILED', 'Post the form List-Unsubscribe=One-Click (RFC 8058).', {
          issues: [{ location: 'body', path: 'List-Unsubscribe', message: 'must be One-Click', code: 'invalid_value' }],
        });
      }
      const body: UnsubscribeResponse = await mailPreferences.unsubscribe(req.query.token);
      res.json(body);
    },
  );

  return router;
}
