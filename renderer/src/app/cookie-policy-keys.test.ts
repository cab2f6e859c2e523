// The cookie policy must name every browser storage key the app writes. The app layer is the one that may read
// several features at once, so the check lives here.
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_DATE_KEY, COOKIE_CONSENT_KEY } from '../features/consent/lib/cookie-consent';
import { INSTALL_DISMISSED_KEY } from '../features/install/lib/install-prompt';
import { COOKIE_POLICY } from '../features/legal/content/legal-content';
import { QUICK_CHAT_VISITED_KEY } from '../features/quick-chat/hooks/use-quick-chat-timers';
import { SIGNUP_REWARD_TRIED_KEY } from '../features/rewards/lib/signup-reward';
import { AUTH_ERROR_STORAGE_KEY } from '../identity/auth-error-record';
import { MIRROR_KEYS, SESSION_FLAGS, walletStorageKey } from '../identity/auth-storage';
import { REGISTERED_EMAILS_KEY } from '../identity/redirect-flow';
import { SIGNUP_BREADCRUMB_KEY } from '../identity/signup-breadcrumb';
import { TEMP_USER_EMAIL_KEY } from '../ui/assessments/my-assessments';
import { ORDER_ATTRIBUTION_KEY, VISITOR_CART_KEY } from '../ui/cart/visitor-cart';
import { ONBOARDING_COMPLETED_KEY, SEEN_FEATURES_KEY } from '../ui/seen-features';
import { DARK_MODE_KEY } from './app-providers';

const policyText = COOKIE_POLICY.sections
  .flatMap((section) => section.blocks)
  .map((block) => (block.kind === 'paragraph' ? block.text : block.kind === 'list' ? block.items.join(' ') : block.rows.flat().join(' ')))
  .join(' ');

describe('the cookie policy', () => {
  it('names every browser storage key the app writes', () => {
    const keys = [
      COOKIE_CONSENT_KEY,
      COOKIE_CONSENT_DATE_KEY,
      INSTALL_DISMISSED_KEY,
      QUICK_CHAT_VISITED_KEY,
      SIGNUP_REWARD_TRIED_KEY,
      AUTH_ERROR_STORAGE_KEY,
      REGISTERED_EMAILS_KEY,
      SIGNUP_BREADCRUMB_KEY,
      TEMP_USER_EMAIL_KEY,
      VISITOR_CART_KEY,
      ORDER_ATTRIBUTION_KEY,
      ONBOARDING_COMPLETED_KEY,
      SEEN_FEATURES_KEY,
      DARK_MODE_KEY,
      ...Object.values(MIRROR_KEYS),
      ...Object.values(SESSION_FLAGS),
      walletStorageKey('{your email}'),
    ];
    const missing = keys.filter((key) => !policyText.includes(key));
    expect(missing).toEqual([]);
  });
});
