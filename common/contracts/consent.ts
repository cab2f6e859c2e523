import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

/** Spec 4 and 9: essential cookies are always on and never recorded; these are the categories a person chooses. */
import { CONSENT_TYPES } from './constants';

export { CONSENT_TYPES, type ConsentType } from './constants';

/**
 * The consent record of spec 3, one call per category. The server records the account of the session (not the
 * user_id or user_email of the body), the address the request came from and its User-Agent header; ip_address and
 * user_agent in the body are accepted for compatibility and ignored.
 */
export const ConsentRequest = z
  .object({
    consent_type: z.enum(CONSENT_TYPES),
    granted: z.boolean(),
    data_source: z.string().trim().max(100).optional(),
    form_type: z.string().trim().max(100).optional(),
    session_id: z.string().trim().min(1).max(200).optional().describe('Defaults to anonymous_<timestamp> when missing.'),
    user_id: z.union([z.string().max(200), z.number()]).nullish(),
    user_email: z.string().max(254).nullish(),
    ip_address: z.string().max(100).nullish(),
    user_agent: z.string().max(1000).nullish(),
  })
  .meta({ id: 'ConsentRequest' });
export type ConsentRequest = z.infer<typeof ConsentRequest>;

export const ConsentRecord = z
  .object({
    id: z.string(),
    consentType: z.enum(CONSENT_TYPES),
    granted: z.boolean(),
    dataSource: z.string().nullable(),
    formType: z.string().nullable(),
    sessionId: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const ConsentResponse = z.object({ consent: ConsentRecord }).meta({ id: 'ConsentResponse' });
export type ConsentResponse = z.infer<typeof ConsentResponse>;

export const consentEndpoints = {
  postGdprConsent: {
    method: 'post',
    path: '/api/gdpr/consent',
    summary: 'Records one cookie-consent choice (one call per non-essential category), signed in or not',
    tag: 'consent',
    request: { body: ConsentRequest },
    responses: {
      201: { description: 'Recorded', body: ConsentResponse },
      400: errorResponse('VALIDATION_FAILED'),
      403: errorResponse('A write from another site (BAD_ORIGIN)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
