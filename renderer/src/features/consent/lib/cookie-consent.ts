// Cookie consent of spec 3, 4, 5 and 9: essential always on; analytics, personalization and marketing by choice;
// the choice expires after 365 days.

export const COOKIE_CONSENT_KEY = 'cookie_consent';
export const COOKIE_CONSENT_DATE_KEY = 'cookie_consent_date';
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const OPTIONAL_CATEGORIES = ['analytics', 'personalization', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface CookieChoice {
  /** Spec 5: essential cookies cannot be turned off. */
  essential: true;
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
}

export type ConsentForm = 'simple' | 'customize';

/** The consent record of spec 3, one per optional category. The server fills in the IP address itself. */
export interface ConsentRecord {
  user_id: string | null;
  user_email: string | null;
  consent_type: OptionalCategory;
  granted: boolean;
  data_source: 'cookie_banner';
  form_type: ConsentForm;
  ip_address: null;
  user_agent: string;
  session_id: string;
}

export const ACCEPT_ALL: CookieChoice = { essential: true, analytics: true, personalization: true, marketing: true };
export const ESSENTIAL_ONLY: CookieChoice = { essential: true, analytics: false, personalization: false, marketing: false };

/** Spec 4: shown when nothing is stored, or the stored choice is older than 365 days. */
export function consentBannerNeeded(storage: Storage, now: number): boolean {
  if (storage.getItem(COOKIE_CONSENT_KEY) === null) return true;
  const savedAt = Date.parse(storage.getItem(COOKIE_CONSENT_DATE_KEY) ?? '');
  return Number.isNaN(savedAt) || now - savedAt > CONSENT_MAX_AGE_MS;
}

export function storeConsent(storage: Storage, choice: CookieChoice, now: number): void {
  storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ ...choice, essential: true }));
  storage.setItem(COOKIE_CONSENT_DATE_KEY, new Date(now).toISOString());
}

export interface ConsentContext {
  user: { id: string; email: string } | null;
  userAgent: string;
  /** The visitor's session id when one is known; otherwise 'anonymous_{timestamp}' (spec 3). */
  sessionId: string | null;
  now: number;
  form: ConsentForm;
}

export function consentRecords(choice: CookieChoice, context: ConsentContext): ConsentRecord[] {
  const sessionId = context.sessionId ?? `anonymous_${context.now}`;
  return OPTIONAL_CATEGORIES.map((category) => ({
    user_id: context.user?.id ?? null,
    user_email: context.user?.email ?? null,
    consent_type: category,
    granted: choice[category],
    data_source: 'cookie_banner',
    form_type: context.form,
    ip_address: null,
    user_agent: context.userAgent,
    session_id: sessionId,
  }));
}
