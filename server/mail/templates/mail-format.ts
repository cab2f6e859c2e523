// How a mail writes what it interpolates: text escaped for HTML, absolute links to the store's own pages under its public
// origin, and times in the reader's own time zone. Pure: no clock, no I/O.
import { z } from 'zod';
import { CUSTOMER_CONSULTATIONS_ROUTE } from '@common/consultation-reminders';
import { PARTNER_INVITATION_PATH } from '@common/contracts/admin-users';
import { GUEST_ORDER_PATH } from '@common/contracts/guest-checkout';

export type MailTemplateErrorCode = 'MAIL_PUBLIC_ORIGIN_INVALID' | 'MAIL_TIME_INVALID' | 'MAIL_UNSUBSCRIBE_MISMATCH' | 'MAIL_CALENDAR_INVALID';

/** A mail that cannot be written from what it was given: a mistake of the caller or of the configuration. */
export class MailTemplateError extends Error {
  override readonly name = 'MailTemplateError';
  constructor(
    readonly code: MailTemplateErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and inside single- or double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The store's pages a mail may link to: a mail links nowhere else. */
export const MAIL_PAGES = {
  profile: '/profile',
  community: '/community',
  consultations: CUSTOMER_CONSULTATIONS_ROUTE,
  partnerInvitation: PARTNER_INVITATION_PATH,
  resetPassword: '/reset-password',
  signIn: '/auth-simple',
  unsubscribe: '/unsubscribe',
  oneClickUnsubscribe: '/api/mail/unsubscribe/one-click',
  skipDelivery: '/subscriptions/skip',
  guestOrder: GUEST_ORDER_PATH,
} as const;
export type MailPage = keyof typeof MAIL_PAGES;

/** The origin as configured (GUARDIANS_PUBLIC_ORIGIN): http(s), no path, query, fragment or credentials. */
function publicOriginUrl(publicOrigin: string): URL {
  const invalid = () =>
    new MailTemplateError('MAIL_PUBLIC_ORIGIN_INVALID', `The public origin must be a bare origin such as https://shop.example; "${publicOrigin}" is not.`);
  if (!URL.canParse(publicOrigin)) throw invalid();
  const url = new URL(publicOrigin);
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) throw invalid();
  return url;
}

/** An absolute link: the origin comes from configuration, the path from MAIL_PAGES, and anything else only as a query value. */
export function mailLink(publicOrigin: string, page: MailPage, query: Readonly<Record<string, string>> = {}): string {
  const url = new URL(MAIL_PAGES[page], publicOriginUrl(publicOrigin));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

const IsoInstant = z.iso.datetime({ offset: true });
const IsoDay = z.iso.date();

function instant(iso: string): number {
  if (!IsoInstant.safeParse(iso).success) throw new MailTemplateError('MAIL_TIME_INVALID', `"${iso}" is not an ISO 8601 time such as 2026-11-25T09:00:00Z.`);
  return Date.parse(iso);
}

/** "Wednesday, 25 November 2026 at 2:30 pm IST": the instant as the reader's clock shows it, with the zone named. */
export function formatMailTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant(iso));
}

/** "28 November 2026" for a calendar day (YYYY-MM-DD), which has no time zone. */
export function formatMailDay(isoDay: string): string {
  if (!IsoDay.safeParse(isoDay).success) throw new MailTemplateError('MAIL_TIME_INVALID', `"${isoDay}" is not an ISO 8601 day such as 2026-11-28.`);
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(Date.parse(`${isoDay}T00:00:00Z`));
}

/** "Hello Asha," or "Hello," when the account has no name. */
export function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? 'Hello,' : `Hello ${trimmed},`;
}
