// Cookie consent of spec 3, 4, 5 and 9: essential always on; analytics, personalization and marketing by choice;
// the choice expires after 365 days.
import type { ConsentRequest } from '@common/contracts/consent';
import type { ConsentType } from '@common/contracts/constants';
import { CONSENT_TYPES } from '@common/contracts/constants';
import { STORAGE_KEYS } from '../../../platform/storage-keys';
import { useAsDrawn } from '../../../platform/drawn-storage';
import { platform } from '../../../platform/current-platform';

export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The categories a person chooses: the consent types of the contract. */
export const OPTIONAL_CATEGORIES = CONSENT_TYPES;
export type OptionalCategory = ConsentType;

export interface CookieChoice {
  /** Spec 5: essential cookies cannot be turned off. */
  essential: true;
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
}

export type ConsentForm = 'simple' | 'customize';

/**
 * The consent record of spec 3, one per optional category: the contract's ConsentRequest as the banner fills it in.
 * The server fills in the IP address itself.
 */
export interface ConsentRecord extends ConsentRequest {
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
  if (storage.getItem(STORAGE_KEYS.cookieConsent.key) === null) return true;
  const savedAt = Date.parse(storage.getItem(STORAGE_KEYS.cookieConsentDate.key) ?? '');
  return Number.isNaN(savedAt) || now - savedAt > CONSENT_MAX_AGE_MS;
}

/** consentBannerNeeded for this page's localStorage; storage the browser blocks asks again (true). */
export function cookieChoicePending(now: number = Date.now()): boolean {
  try {
    return consentBannerNeeded(platform.storage.local, now);
  } catch {
    return true;
  }
}

/**
 * Whether the cookie banner is due (`cookieChoicePending`), as the page was drawn while React hydrates it
 * (platform/drawn-storage.tsx).
 */
export function useCookieChoicePending(): boolean {
  return useAsDrawn((storage) => {
    try {
      return consentBannerNeeded(storage ?? platform.storage.local, Date.now());
    } catch {
      return true;
    }
  }, null);
}

export function storeConsent(storage: Storage, choice: CookieChoice, now: number): void {
  storage.setItem(STORAGE_KEYS.cookieConsent.key, JSON.stringify({ ...choice, essential: true }));
  storage.setItem(STORAGE_KEYS.cookieConsentDate.key, new Date(now).toISOString());
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
