// Issue 42 §2: the mails a customer may turn off, one switch per group (common/mail-kinds.ts), chosen in /profile or
// through the unsubscribe link every such mail carries, which works without signing in.
import { z } from 'zod';
import { MAIL_PREFERENCE_GROUPS, MailPreferenceGroup } from '../mail-kinds';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const MAIL_PREFERENCE_ERROR_CODES = ['UNSUBSCRIBE_LINK_INVALID'] as const;
export type MailPreferenceErrorCode = (typeof MAIL_PREFERENCE_ERROR_CODES)[number];

export const MailPreference = z
  .object({
    group: MailPreferenceGroup,
    label: z.string().describe("The switch's label."),
    description: z.string().describe('Which mails the group holds.'),
    on: z.boolean().describe('Whether the mails of the group are sent: the choice made, or the default when none was.'),
  })
  .meta({ id: 'MailPreference' });
export type MailPreference = z.infer<typeof MailPreference>;

export const MailPreferencesResponse = z
  .object({ groups: z.array(MailPreference).describe(`Every group, in the order ${MAIL_PREFERENCE_GROUPS.join(', ')}.`) })
  .meta({ id: 'MailPreferencesResponse' });
export type MailPreferencesResponse = z.infer<typeof MailPreferencesResponse>;

/** One optional switch per group: a new group fails to compile here until it is added. */
const groupSwitches = {
  reminders: z.boolean().optional(),
  community: z.boolean().optional(),
  news: z.boolean().optional(),
} satisfies Record<MailPreferenceGroup, z.ZodOptional<z.ZodBoolean>>;

/** The groups to set, each on or off; a group left out keeps what it was, an unknown one is refused. */
export const MailPreferencesUpdate = z
  .strictObject(groupSwitches)
  .refine((update) => Object.values(update).some((on) => on !== undefined), { message: 'Name at least one group to switch on or off.' })
  .meta({ id: 'MailPreferencesUpdate' });
export type MailPreferencesUpdate = z.infer<typeof MailPreferencesUpdate>;

/** The token of an unsubscribe link, as the link's `token` carried it. */
export const UnsubscribeRequest = z.object({ token: z.string().trim().min(1).max(200) }).meta({ id: 'UnsubscribeRequest' });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;

export const UnsubscribeResponse = z
  .object({
    group: MailPreferenceGroup,
    label: z.string().describe("The group's label, as /profile shows it."),
    message: z.string().describe('The sentence to show: which mails stop, and where to change it back.'),
  })
  .meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** RFC 8058: a mail program's one-click unsubscribe posts this form to the List-Unsubscribe address. */
export const OneClickUnsubscribeQuery = z.object({ token: z.string().trim().min(1).max(200) }).meta({ id: 'OneClickUnsubscribeQuery' });

const unauthenticated = errorResponse('Not signed in, or the session expired (UNAUTHENTICATED)');
const badOrigin = errorResponse('A write from another site (BAD_ORIGIN)');

export const mailPreferenceEndpoints = {
  getProfileMailPreferences: {
    method: 'get',
    path: '/api/profile/mail-preferences',
    summary: 'The mails this account may turn off, one group each, with whether it is on',
    tag: 'mail-preferences',
    responses: { 200: { description: 'Every group', body: MailPreferencesResponse }, 401: unauthenticated },
  },
  putProfileMailPreferences: {
    method: 'put',
    path: '/api/profile/mail-preferences',
    summary: 'Switches the groups named on or off; the others keep what they were',
    tag: 'mail-preferences',
    request: { body: MailPreferencesUpdate },
    responses: {
      200: { description: 'Every group, as now set', body: MailPreferencesResponse },
      400: errorResponse('An unknown group, a value that is not true or false, or no group at all (VALIDATION_FAILED)'),
      401: unauthenticated,
      403: badOrigin,
    },
  },
  postMailUnsubscribe: {
    method: 'post',
    path: '/api/mail/unsubscribe',
    summary: "Switches off the group of an unsubscribe link's token, for anyone holding the link (no sign-in); again is the same",
    tag: 'mail-preferences',
    request: { body: UnsubscribeRequest },
    responses: {
      200: { description: 'The group is off (it may have been already)', body: UnsubscribeResponse },
      400: errorResponse('The token is not one a mail carried, or its account is gone (UNSUBSCRIBE_LINK_INVALID), or VALIDATION_FAILED'),
      403: badOrigin,
      429: errorResponse('Too many unsubscribe requests from this address; wait and retry (RATE_LIMITED, Retry-After header)'),
    },
  },
  postMailUnsubscribeOneClick: {
    method: 'post',
    path: '/api/mail/unsubscribe/one-click',
    summary: "A mail program's one-click unsubscribe (RFC 8058, the List-Unsubscribe header of non-essential mails): the same as POST /api/mail/unsubscribe",
    tag: 'mail-preferences',
    // The body is the form List-Unsubscribe=One-Click (application/x-www-form-urlencoded), checked by the route.
    request: { query: OneClickUnsubscribeQuery },
    responses: {
      200: { description: 'The group is off (it may have been already)', body: UnsubscribeResponse },
      400: errorResponse('The token is not one a mail carried (UNSUBSCRIBE_LINK_INVALID), or the form is not List-Unsubscribe=One-Click (VALIDATION_FAILED)'),
      429: errorResponse('Too many unsubscribe requests from this address; wait and retry (RATE_LIMITED, Retry-After header)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
