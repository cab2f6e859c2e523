import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import type { ColorScheme } from './accessibility';
import { collectConsoleErrors } from './console-errors';
import { signInAsDemo } from './demo-visitor';

interface RouteCase {
  path: string;
  /** The h1 the visitor lands on. */
  heading: string;
  /** Where the visitor ends up, when the route redirects (signed out, /science). */
  endsOn?: string;
  /** Another path of this list that renders the same screen with the same theme: axe has checked it there. */
  sameScreenAs?: string;
}

// Every route of spec section 2, as a signed-out visitor meets it.
const SPEC_ROUTES: RouteCase[] = [
  // Public shell
  { path: '/', heading: 'Your AI Wellness Guardians Await' },
  { path: '/vitamin-d-analysis', heading: 'Vitamin D Quantum Network Analysis' },
  { path: '/scientific-knowledge', heading: 'Scientific Knowledge' },
  { path: '/science', heading: 'Guardian Intelligence', endsOn: '/intelligence' },
  { path: '/intelligence', heading: 'Guardian Intelligence' },
  { path: '/landing-preview', heading: 'Your AI Wellness Guardians Await', sameScreenAs: '/' },
  { path: '/find-expert', heading: 'Find an Expert' },
  { path: '/marketplace', heading: 'Marketplace' },
  { path: '/guardian-marketplace', heading: 'Shop by Guardian' },
  { path: '/marketplace-assessment', heading: 'Products for Your Assessment' },
  { path: '/brand-partner-login', heading: 'Brand Partner Sign In' },
  { path: '/testimonials', heading: 'Testimonials' },
  { path: '/wellness-storyteller', heading: 'Vitamin D Wellness Journey' },
  { path: '/assessment-progress', heading: 'Assessment Progress' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
  { path: '/vertical-fluidity-demo', heading: 'Vertical Fluidity Demo' },
  { path: '/voice-test', heading: 'Guardian Voice Test' },
  // Paths linked from screens
  { path: '/consultation', heading: 'Book a Consultation' },
  { path: '/shop', heading: 'Shop' },
  { path: '/marketplace/product/omega-3-fish-oil-1000mg', heading: 'Omega-3 Fish Oil 1000 mg' },
  { path: '/marketplace?filter=deals', heading: 'Marketplace', sameScreenAs: '/marketplace' },
  { path: '/expert/dr-ananya-sharma', heading: 'Dr. Ananya Sharma' },
  { path: '/assessment', heading: 'Guardian Assessment' },
  { path: '/assessment?guardian=immuno', heading: 'Guardian Assessment' },
  // Assessments
  { path: '/standardized-assessment', heading: 'Standardized Guardian Assessment' },
  { path: '/assessment/basic', heading: 'Quick Guardian Assessment' },
  { path: '/quick-assessment', heading: 'Quick Guardian Assessment', sameScreenAs: '/assessment/basic' },
  // Guardian collections, both paths for all five
  { path: '/angio-collection', heading: "Captain Angio's Collection" },
  { path: '/regenera-collection', heading: "Lady Regenera's Collection" },
  { path: '/biome-collection', heading: "Commander Biome's Collection" },
  { path: '/genomica-collection', heading: "Lady Genomica's Collection" },
  { path: '/immuno-collection', heading: "General Immuno's Collection" },
  { path: '/collection/angio', heading: "Captain Angio's Collection", sameScreenAs: '/angio-collection' },
  { path: '/collection/regenera', heading: "Lady Regenera's Collection", sameScreenAs: '/regenera-collection' },
  { path: '/collection/biome?product=42&ref=quickchat&guardian=biome', heading: "Commander Biome's Collection", sameScreenAs: '/biome-collection' },
  { path: '/collection/genomica', heading: "Lady Genomica's Collection", sameScreenAs: '/genomica-collection' },
  { path: '/collection/immuno', heading: "General Immuno's Collection", sameScreenAs: '/immuno-collection' },
  // Admin
  { path: '/admin-login', heading: 'Admin Sign In' },
  { path: '/admin-setup', heading: 'Admin Setup' },
  // Admin: a signed-out visitor is sent to the admin sign-in (shell/admin-route-guard.tsx)
  { path: '/admin', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin/orders', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin/audit', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin/users', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin-strategy-dashboard', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin-product-verification', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin-data-collection', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/debug-admin', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin/knowledge', heading: 'Admin Sign In', endsOn: '/admin-login' },
  { path: '/admin/messages', heading: 'Admin Sign In', endsOn: '/admin-login' },
  // Auth
  { path: '/auth-new', heading: 'Sign In' },
  { path: '/auth-simple', heading: 'Join the Guardian Council' },
  { path: '/auth-success', heading: 'Sign-in Not Completed' },
  { path: '/auth-error', heading: 'Sign-in Problem' },
  { path: '/signout-confirmation', heading: 'You Are Signed Out' },
  // Protected: a signed-out visitor is sent to sign in
  { path: '/profile', heading: 'Join the Guardian Council', endsOn: '/auth-simple' },
  { path: '/community', heading: 'Join the Guardian Council', endsOn: '/auth-simple' },
  { path: '/guardians/angio', heading: 'Join the Guardian Council', endsOn: '/auth-simple' },
  // Partner: a signed-out visitor is sent to the partner sign-in (shell/partner-route-guard.tsx)
  { path: '/partner/login', heading: 'Partner Sign In' },
  { path: '/partner/ayurvedic-dashboard', heading: 'Partner Sign In', endsOn: '/partner/login' },
  { path: '/partner/nutritionist-dashboard', heading: 'Partner Sign In', endsOn: '/partner/login' },
  { path: '/partner/health-coach-dashboard', heading: 'Partner Sign In', endsOn: '/partner/login' },
  { path: '/partner/doctor-dashboard', heading: 'Partner Sign In', endsOn: '/partner/login' },
  { path: '/partner/lab-dashboard', heading: 'Partner Sign In', endsOn: '/partner/login' },
  // Ours: open to anyone; without a token it says what the page is for (issue 16)
  { path: '/partner/accept-invitation', heading: 'Join Guardians as a partner' },
  // Other
  { path: '/api-test', heading: 'API Test' },
  { path: '/openai-api-tester', heading: 'OpenAI API Tester' },
  // Ours: the desktop app's pages as a browser meets them (no nonce; not the desktop app)
  { path: '/desktop-sign-in', heading: 'Sign in to the Guardians app' },
  { path: '/desktop-settings', heading: 'Desktop settings' },
  // Unknown paths, and guardian ids that do not exist
  { path: '/not-a-page', heading: 'Oops! Page Not Found' },
  { path: '/collection/unknown', heading: 'Oops! Page Not Found' },
  // Protected: the route guard sends a signed-out visitor to sign in before the page looks at the id.
  { path: '/guardians/unknown', heading: 'Join the Guardian Council', endsOn: '/auth-simple' },
];

// Routes are visited in groups by one browser page each, a full page load per route: the shared HTTP cache keeps
// the suite to minutes on a 2-core machine (a fresh browser context per route cost about 15 s each), and a step per
// route still names the one that failed.
const ROUTE_GROUPS = 12;
/**
 * axe runs on every route, in the dark scheme (the default) for half the groups and the light one for the other half,
 * and in both on the pages a shopper meets first: two full passes over 70 routes would cost the CI several minutes
 * on 2 cores (the theme's colours themselves are checked in both schemes by renderer/src/app/theme.test.ts).
 */
const BOTH_SCHEMES_ROUTES = new Set([
  '/',
  '/marketplace',
  '/marketplace/product/omega-3-fish-oil-1000mg',
  '/vitamin-d-analysis',
  '/auth-simple',
  '/biome-collection',
]);
function axeSchemes(group: number, path: string): ColorScheme[] {
  if (BOTH_SCHEMES_ROUTES.has(path)) return ['dark', 'light'];
  return group % 2 === 0 ? ['dark'] : ['light'];
}
const routeGroups = Array.from({ length: ROUTE_GROUPS }, (_, group) => SPEC_ROUTES.filter((_, index) => index % ROUTE_GROUPS === group));

test.describe('every route of spec section 2', () => {
  for (const [group, routes] of routeGroups.entries()) {
    test(`routes group ${group + 1} (${routes.map((route) => route.path).join(', ')}) load without a console error and pass axe`, async ({ page }) => {
      // Several page loads in one test: three times the per-test timeout.
      test.slow();
      for (const route of routes) {
        await test.step(route.path, async () => {
          const errors = collectConsoleErrors(page);
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
          await expect(page).toHaveURL(route.endsOn ?? route.path);
          await page.waitForLoadState('networkidle');
          expect(errors, route.path).toEqual([]);
          errors.stopCollecting();
          // A route that sends the visitor on (to a sign-in) ends on a screen that is checked as its own route, and a
          // second path to one screen was checked under its first.
          if (route.endsOn === undefined && route.sameScreenAs === undefined) await expectAccessible(page, route.path, axeSchemes(group, route.path));
        });
      }
    });
  }

  test('the retired OpenAI tester says that image generation has been removed', async ({ page }) => {
    await page.goto('/openai-api-tester');
    await expect(page.getByRole('alert')).toContainText('Image generation has been removed');
  });

  test.describe('as a demo visitor', () => {
    test.beforeEach(async ({ page }) => signInAsDemo(page));

    test("an unknown guardian id shows 'Guardian Not Found' and leads to /profile", async ({ page }) => {
      await page.goto('/guardians/zeus');
      await expect(page.getByText('the guardian "zeus" was not found')).toBeVisible();
      await expect(page).toHaveURL('/profile');
    });

    test('a guardian page behind the route guard opens', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/guardians/regenera');
      await expect(page.getByRole('heading', { level: 1, name: 'Lady Regenera' })).toBeVisible();
      await expect(page).toHaveURL('/guardians/regenera');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  });
});
