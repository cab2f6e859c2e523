import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, CONSENT_MAX_AGE_MS, consentBannerNeeded, consentRecords, storeConsent } from './cookie-consent';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('cookie consent', () => {
  it('needs the banner with no stored choice, not after saving, and again after 365 days', () => {
    expect(consentBannerNeeded(localStorage, NOW)).toBe(true);
    storeConsent(localStorage, { essential: true, analytics: false, personalization: true, marketing: false }, NOW);
    expect(JSON.parse(localStorage.getItem('cookie_consent') ?? 'null')).toEqual({
      essential: true,
      analytics: false,
      personalization: true,
      marketing: false,
    });
    expect(localStorage.getItem('cookie_consent_date')).toBe('2026-03-01T12:00:00.000Z');
    expect(consentBannerNeeded(localStorage, NOW + CONSENT_MAX_AGE_MS)).toBe(false);
    expect(consentBannerNeeded(localStorage, NOW + CONSENT_MAX_AGE_MS + 1)).toBe(true);
  });

  it('needs the banner when the stored date is unreadable', () => {
    localStorage.setItem('cookie_consent', '{}');
    localStorage.setItem('cookie_consent_date', 'yesterday-ish');
    expect(consentBannerNeeded(localStorage, NOW)).toBe(true);
  });

  it('makes one record per optional category, never one for essential, with the anonymous session fallback', () => {
    const records = consentRecords({ ...ACCEPT_ALL, marketing: false }, { user: null, userAgent: 'UA/1', sessionId: null, now: NOW, form: 'customize' });
    expect(records).toEqual(
      (['analytics', 'personalization', 'marketing'] as const).map((category) => ({
        user_id: null,
        user_email: null,
        consent_type: category,
        granted: category !== 'marketing',
        data_source: 'cookie_banner',
        form_type: 'customize',
        ip_address: null,
        user_agent: 'UA/1',
        session_id: `anonymous_${NOW}`,
      })),
    );
  });

  it('names the signed-in account in its records', () => {
    const [first] = consentRecords(ACCEPT_ALL, {
      user: { id: 'acc-1', email: 'ada@example.com' },
      userAgent: 'UA',
      sessionId: 's-1',
      now: NOW,
      form: 'simple',
    });
    expect(first).toMatchObject({ user_id: 'acc-1', user_email: 'ada@example.com', session_id: 's-1', form_type: 'simple' });
  });
});
