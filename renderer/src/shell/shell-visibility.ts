// Where the shell extras and the quick-chat slot are hidden: the two lists of spec section 2, verbatim.

/**
 * Pages that show no header, cookie banner or onboarding: admin, auth, partner, assessments and /profile,
 * plus the further paths the spec lists although they have no route here.
 */
export const SHELL_EXTRAS_HIDDEN_PATHS: readonly string[] = [
  // Admin
  '/admin',
  '/admin-login',
  '/admin-setup',
  '/admin-strategy-dashboard',
  '/admin-product-verification',
  '/admin-data-collection',
  '/debug-admin',
  '/admin/knowledge',
  // Ours: the admin screens of issue 16.
  '/admin/orders',
  '/admin/users',
  '/admin/audit',
  // Ours: the contact messages (issue 39) and the community's moderation queue (issue 43).
  '/admin/messages',
  '/admin/community',
  // Auth
  '/auth-new',
  '/auth-simple',
  '/auth-success',
  '/auth-error',
  '/signout-confirmation',
  // Partner
  '/partner/login',
  '/partner/ayurvedic-dashboard',
  '/partner/nutritionist-dashboard',
  '/partner/health-coach-dashboard',
  '/partner/doctor-dashboard',
  '/partner/lab-dashboard',
  // Ours: the invitation link of a new partner account (issue 16).
  '/partner/accept-invitation',
  // Assessments
  '/standardized-assessment',
  '/assessment/basic',
  '/quick-assessment',
  '/assessment',
  // Profile
  '/profile',
  // Listed by the spec without a route of their own
  '/admin-database',
  '/admin-media',
  '/direct-image',
  '/background-demo',
  '/product-image-generator',
  // Ours: the desktop app's sign-in page in the system browser is an auth page too, opened for one errand.
  '/desktop-sign-in',
  // Ours: the password reset pages (issue 42) are auth pages too, often opened from a mail on a first visit.
  '/forgot-password',
  '/reset-password',
  // Ours: the page a mail's unsubscribe link opens (issue 42), one errand from a mail as well.
  '/unsubscribe',
];

/** The quick-chat slot is hidden on every path that starts with one of these. */
export const QUICK_CHAT_HIDDEN_PREFIXES: readonly string[] = [
  '/admin',
  '/auth',
  '/signin',
  '/signup',
  '/login',
  '/admin-login',
  '/auth-new',
  '/auth-simple',
  // Ours, as above.
  '/desktop-sign-in',
  '/forgot-password',
  '/reset-password',
  '/unsubscribe',
];

/** '/profile/' and '/profile' are the same page to a user; the router treats them alike too. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function shellExtrasShown(pathname: string): boolean {
  return !SHELL_EXTRAS_HIDDEN_PATHS.includes(withoutTrailingSlash(pathname));
}

export function quickChatShown(pathname: string): boolean {
  return !QUICK_CHAT_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
