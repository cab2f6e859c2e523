// Every key the renderer keeps in the browser's localStorage or sessionStorage, in one place: what it remembers,
// where, and whether it may be written without asking. Code reads its keys from here (no key is written out
// anywhere else), and the cookie policy must name each one (src/app/cookie-policy-keys.test.ts checks it).
// (renderer/public/color-scheme.js, which runs before the app, repeats 'darkMode': it cannot import modules.)
import type { ConsentType } from '@common/contracts/consent';

export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * 'essential': kept for what the visitor is doing or asked for (being signed in, a cart, their own settings), so
 * it is written without asking, as the cookie policy says of its browser settings. A key that served an optional
 * category (analytics, personalization, marketing) would name it, and be written only once that category is allowed.
 */
export type StorageConsent = 'essential' | ConsentType;

export interface StorageKeyInfo {
  area: StorageArea;
  /** What the key remembers, in the words of the cookie policy. */
  purpose: string;
  consent: StorageConsent;
}

export interface StorageKey extends StorageKeyInfo {
  key: string;
}

/** A key per account or email: `prefix` + the part, e.g. 'guardian_wallet_ana@example.com'. */
export interface StorageKeyFamily extends StorageKeyInfo {
  prefix: string;
  /** How the cookie policy writes the part, e.g. '{your email}'. */
  placeholder: string;
}

function local(key: string, purpose: string): StorageKey {
  return { key, area: 'localStorage', purpose, consent: 'essential' };
}

function session(key: string, purpose: string): StorageKey {
  return { key, area: 'sessionStorage', purpose, consent: 'essential' };
}

export const STORAGE_KEYS = {
  // Cookie consent (spec 3, 4, 5 and 9).
  cookieConsent: local('cookie_consent', 'Your cookie choice'),
  cookieConsentDate: local('cookie_consent_date', 'When you made your cookie choice'),

  // The local-storage mirror of who is signed in (spec 3); the server session decides.
  authUser: local('authUser', 'Who is signed in (email, id, name, photo), so the header shows it at once'),
  isAuthenticated: local('isAuthenticated', 'That someone is signed in'),
  demoUser: local('demoUser', 'The demo account this browser is signed in with'),
  currentUserEmail: local('current_user_email', 'The email of who is signed in'),
  pwaUserSession: local('pwa_user_session', 'The signed-in user the installed app shares with the browser'),
  pwaStorageSync: local('pwa_storage_sync', 'When the installed app and the browser last shared the session'),

  // The redirect sign-in (spec 3 and 8): flags that end with the tab.
  googleSignInAttempt: session('googleSignInAttempt', 'A Google sign-in is under way'),
  authSuccess: session('authSuccess', 'A sign-in has just succeeded'),
  authRedirectTo: session('authRedirectTo', 'The page to return to after signing in'),
  firebaseRegisteredEmails: session('firebaseRegisteredEmails', 'The Google accounts this tab has already registered with the server'),
  authError: session('authError', 'Why the last Google sign-in failed, for the error page'),

  // Signup reward (spec 3 and 4).
  signupBreadcrumb: local('signup_breadcrumb', 'That a signup reward is due'),
  signupRewardTried: session('signupRewardTried', 'The emails whose signup reward this tab has already claimed'),

  // Cart and checkout.
  visitorCart: local('guardians_visitor_cart', 'Your cart before you sign in'),
  orderAttribution: local('guardians_order_attribution', 'Where you found a product, until an order carries it'),
  offeredPromo: local('guardians_offered_promo', 'A promo code offered to you, until checkout'),
  guestOrderLinks: session('guardians_guest_order_links', 'The links to the orders you placed as a guest, while this tab is open'),

  // Assessments.
  tempUserEmail: local('tempUserEmail', 'The temporary address of an assessment taken before signing in'),

  // First run and settings.
  quickChatVisited: local('quickChatVisited', 'That you have already seen the chat'),
  onboardingCompleted: local('onboardingCompleted', 'That you have finished or skipped the introduction'),
  seenFeatures: local('seenFeatures', 'The new features you have already seen'),
  darkMode: local('darkMode', 'Dark or light colours'),
  installDismissed: local('pwa-install-dismissed', 'That you closed the install banner'),

  // Staff only: the admin area's own settings.
  adminKpiTimeZone: local('guardians_admin_kpi_time_zone', 'The time zone staff chose for the strategy dashboard'),
} as const satisfies Record<string, StorageKey>;

export const STORAGE_KEY_FAMILIES = {
  wallet: {
    prefix: 'guardian_wallet_',
    placeholder: '{your email}',
    area: 'localStorage',
    purpose: 'Your coin balance, so it shows before the server answers',
    consent: 'essential',
  },
  shownReminders: {
    prefix: 'consultationRemindersShown:',
    placeholder: '{your account}',
    area: 'localStorage',
    purpose: 'The consultation reminders already shown, so each is shown once',
    consent: 'essential',
  },
} as const satisfies Record<string, StorageKeyFamily>;

/** The key of one account's (or email's) member of a family. */
export function familyKey(family: StorageKeyFamily, part: string): string {
  return `${family.prefix}${part}`;
}
