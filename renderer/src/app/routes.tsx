// Every path of the storefront (spec section 2) in one table. Each screen is its own lazily loaded chunk;
// loaders here only check path parameters and wait for nothing; the landing's, the marketplace's, the product page's and
// the Vitamin D dashboard's also start their screen's first read in the query cache beside the screen's code
// (`queryClient.ensureQueryData` with the screen's own query options), so the screen finds it on its way; a read a
// server-rendered page carries is in the cache by then and is not asked for again (main.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { GUARDIANS } from '@common/guardians';
import { loadFixedGuardian, loadGuardianFromParams } from '../shell/guardian-route';
import { NotFoundPage } from '../shell/not-found-page';
import { RouteErrorPage } from '../shell/route-error-page';
import { RouteGuard } from '../shell/route-guard';
import { ShellLoading } from '../shell/app-layout';
import { StorefrontLayout } from './storefront-layout';
import { marketplaceProducts, readMarketplaceView } from '../features/marketplace/api/marketplace-list';
import { productQueryOptions } from '../features/marketplace/api/get-product';
import { productsQueryOptions } from '../domain/catalog/get-products';
import { guardiansQueryOptions } from '../domain/guardians/get-guardians';
import { myAssessmentsLikely } from '../domain/assessments/my-assessments-key';
import { myAssessmentsQueryOptions } from '../domain/assessments/my-assessments';

/** The route whose children are the screens. */
export const SCREENS_ROUTE_ID = 'screens';

/**
 * The app's query client, given to the loaders when their reads may start (main.tsx: once a server-rendered page has
 * been hydrated with what it carries): a loader's read waits for it, never the loader.
 */
export type RouteReads = Promise<QueryClient>;

/** Starts a read in the cache without waiting: a failure is the screen's query's to show. */
function startRead(reads: RouteReads | undefined, read: (client: QueryClient) => Promise<unknown>): void {
  if (reads) void reads.then(read).catch(() => undefined);
}

/** The routes whose loaders start their screen's first read in `reads` (none without it: the server renderer, tests). */
function publicShellRoutesWith(reads: RouteReads | undefined): RouteObject[] {
  return [
    {
      index: true,
      // The landing's guardian cards are asked for beside the screen's code, as the marketplace's products are: the
      // pre-rendered page shows them loading until the answer comes, which had waited for the code and hydration.
      loader: () => {
        startRead(reads, (client) => client.ensureQueryData(guardiansQueryOptions));
        return null;
      },
      lazy: { Component: async () => (await import('../features/home/pages/home-page')).HomePage },
    },
    {
      path: 'vitamin-d-analysis',
      // The dashboard draws the latest assessment: a browser likely to have one asks for it beside the screen's code,
      // before the session is known (a customer's largest element waited for this read after it, issue 12).
      loader: () => {
        if (reads && myAssessmentsLikely()) {
          startRead(reads, (client) => client.ensureQueryData(myAssessmentsQueryOptions));
          // The answer's schema too: the screen's code imports it two chunks deep, each a round trip on a phone. A failed
          // load (offline) is the screen's own import's to report, not an unhandled rejection here.
          import('@common/contracts/assessments').catch(() => undefined);
        }
        return null;
      },
      lazy: { Component: async () => (await import('../features/vitamin-d/pages/vitamin-d-analysis-page')).VitaminDAnalysisPage },
    },
    {
      path: 'scientific-knowledge',
      lazy: { Component: async () => (await import('../features/knowledge/pages/scientific-knowledge-page')).ScientificKnowledgePage },
    },
    { path: 'science', loader: () => redirect('/intelligence') },
    { path: 'intelligence', lazy: { Component: async () => (await import('../features/knowledge/pages/intelligence-page')).IntelligencePage } },
    { path: 'landing-preview', lazy: { Component: async () => (await import('../features/home/pages/landing-preview-page')).LandingPreviewPage } },
    { path: 'find-expert', lazy: { Component: async () => (await import('../features/experts/pages/find-expert-page')).FindExpertPage } },
    {
      path: 'marketplace',
      // The first page of products is asked for beside the screen's code: the pre-rendered page shows the list loading
      // until its answer comes, which had waited for the screen's code to be loaded and hydrated (issue 12).
      loader: ({ request }) => {
        startRead(reads, (client) => client.ensureQueryData(productsQueryOptions(marketplaceProducts(readMarketplaceView(new URL(request.url).searchParams)))));
        return null;
      },
      lazy: { Component: async () => (await import('../features/marketplace/pages/marketplace-page')).MarketplacePage },
    },
    // Not behind the guard: signed out, the page checks out as a guest or offers 'Sign in to check out' and comes back.
    { path: 'checkout', lazy: { Component: async () => (await import('../features/checkout/pages/checkout-page')).CheckoutPage } },
    // A guest's order, opened by its link (?order=…&token=…, the token kept for the tab and dropped from the address).
    { path: 'guest-order', lazy: { Component: async () => (await import('../features/checkout/pages/guest-order-page')).GuestOrderPage } },
    {
      path: 'guardian-marketplace',
      lazy: { Component: async () => (await import('../features/marketplace/pages/guardian-marketplace-page')).GuardianMarketplacePage },
    },
    {
      path: 'marketplace-assessment',
      lazy: { Component: async () => (await import('../features/marketplace/pages/marketplace-assessment-page')).MarketplaceAssessmentPage },
    },
    {
      path: 'brand-partner-login',
      lazy: { Component: async () => (await import('../features/brand-partners/pages/brand-partner-login-page')).BrandPartnerLoginPage },
    },
    { path: 'testimonials', lazy: { Component: async () => (await import('../features/testimonials/pages/testimonials-page')).TestimonialsPage } },
    {
      path: 'wellness-storyteller',
      lazy: { Component: async () => (await import('../features/storyteller/pages/wellness-storyteller-page')).WellnessStorytellerPage },
    },
    {
      path: 'assessment-progress',
      lazy: { Component: async () => (await import('../features/assessments/pages/assessment-progress-page')).AssessmentProgressPage },
    },
    { path: 'contact', lazy: { Component: async () => (await import('../features/contact/pages/contact-page')).ContactPage } },
    { path: 'terms', lazy: { Component: async () => (await import('../features/legal/pages/terms-page')).TermsPage } },
    { path: 'privacy', lazy: { Component: async () => (await import('../features/legal/pages/privacy-page')).PrivacyPage } },
    { path: 'cookie-policy', lazy: { Component: async () => (await import('../features/legal/pages/cookie-policy-page')).CookiePolicyPage } },
    {
      path: 'vertical-fluidity-demo',
      lazy: { Component: async () => (await import('../features/demos/pages/vertical-fluidity-demo-page')).VerticalFluidityDemoPage },
    },
    { path: 'voice-test', lazy: { Component: async () => (await import('../features/voice/pages/voice-test-page')).VoiceTestPage } },
  ];
}

/** Paths other screens link to (spec section 2, "Other paths linked from screens"). */
function linkedRoutesWith(reads: RouteReads | undefined): RouteObject[] {
  return [
    { path: 'consultation', lazy: { Component: async () => (await import('../features/experts/pages/consultation-page')).ConsultationPage } },
    { path: 'shop', lazy: { Component: async () => (await import('../features/marketplace/pages/shop-page')).ShopPage } },
    {
      path: 'marketplace/product/:productName',
      // The product is asked for beside the screen's code, not after it; the loader waits for nothing.
      loader: ({ params }) => {
        const slug = params.productName;
        if (slug) startRead(reads, (client) => client.ensureQueryData(productQueryOptions(slug)));
        return null;
      },
      lazy: { Component: async () => (await import('../features/marketplace/pages/product-detail-page')).ProductDetailPage },
    },
    { path: 'expert/:expertName', lazy: { Component: async () => (await import('../features/experts/pages/expert-profile-page')).ExpertProfilePage } },
  ];
}

const basicAssessment = { Component: async () => (await import('../features/assessments/pages/basic-assessment-page')).BasicAssessmentPage };

const assessmentRoutes: RouteObject[] = [
  {
    path: 'standardized-assessment',
    lazy: { Component: async () => (await import('../features/assessments/pages/standardized-assessment-page')).StandardizedAssessmentPage },
  },
  { path: 'assessment/basic', lazy: basicAssessment },
  { path: 'quick-assessment', lazy: basicAssessment },
  // Takes ?guardian={guardianId} to start from the guardian the visitor chose.
  { path: 'assessment', lazy: { Component: async () => (await import('../features/assessments/pages/guardian-assessment-page')).GuardianAssessmentPage } },
];

const collection = { Component: async () => (await import('../features/collections/pages/guardian-collection-page')).GuardianCollectionPage };

/** Each guardian's collection at /{guardian}-collection and /collection/{guardian}; another id is not found. */
const collectionRoutes: RouteObject[] = [
  ...GUARDIANS.map((guardian) => ({ path: `${guardian.id}-collection`, loader: loadFixedGuardian(guardian), lazy: collection })),
  { path: 'collection/:guardian', loader: loadGuardianFromParams, lazy: collection },
];

const authRoutes: RouteObject[] = [
  { path: 'auth-new', lazy: { Component: async () => (await import('../features/auth/pages/auth-new-page')).AuthNewPage } },
  { path: 'auth-simple', lazy: { Component: async () => (await import('../features/auth/pages/auth-simple-page')).AuthSimplePage } },
  { path: 'auth-success', lazy: { Component: async () => (await import('../features/auth/pages/auth-success-page')).AuthSuccessPage } },
  { path: 'auth-error', lazy: { Component: async () => (await import('../features/auth/pages/auth-error-page')).AuthErrorPage } },
  // Public, whoever is signed in: asking for a reset link, and the page the mailed link opens (?token=…, dropped at once).
  { path: 'forgot-password', lazy: { Component: async () => (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage } },
  { path: 'reset-password', lazy: { Component: async () => (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage } },
  // Public too: the page a mail's unsubscribe link opens (?token=…, dropped at once), signed in or not (issue 42).
  { path: 'unsubscribe', lazy: { Component: async () => (await import('../features/profile/pages/unsubscribe-page')).UnsubscribePage } },
  // Public too: a subscription reminder's one-tap skip (?token=…, dropped at once), signed in or not (issue 44).
  { path: 'subscriptions/skip', lazy: { Component: async () => (await import('../features/profile/pages/skip-delivery-page')).SkipDeliveryPage } },
  { path: 'signout-confirmation', lazy: { Component: async () => (await import('../features/auth/pages/signout-confirmation-page')).SignoutConfirmationPage } },
  // Opened in the system browser by the desktop app's 'Continue with Google' (?nonce=…).
  { path: 'desktop-sign-in', lazy: { Component: async () => (await import('../features/auth/pages/desktop-sign-in-page')).DesktopSignInPage } },
];

/** Behind the route guard: signed out and no demo marker → /auth-simple. */
const protectedRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: {
      // The profile with the protocols feature's plans section (issue 15), composed here: features never import each other.
      Component: async () => {
        const [{ ProfilePage }, { MyPlansSection }] = await Promise.all([
          import('../features/profile/pages/profile-page'),
          import('../features/protocols/components/my-plans-section'),
        ]);
        return function ProfileWithPlans() {
          return <ProfilePage plansSection={<MyPlansSection />} />;
        };
      },
    },
  },
  { path: 'community', lazy: { Component: async () => (await import('../features/community/pages/community-page')).CommunityPage } },
  { path: 'community/:circleId', lazy: { Component: async () => (await import('../features/community/pages/circle-page')).CirclePage } },
  { path: 'community/topics/:topicId', lazy: { Component: async () => (await import('../features/community/pages/topic-page')).TopicPage } },
  { path: 'community/members/:memberId', lazy: { Component: async () => (await import('../features/community/pages/member-page')).MemberPage } },
  // The page itself answers an unknown id (spec 5 and 8: toast, redirect to /profile, not-found panel).
  { path: 'guardians/:guardian', lazy: { Component: async () => (await import('../features/guardians/pages/guardian-page')).GuardianPage } },
];

/** The route table; loaders start their screen's first read in `reads` when given (the browser's query client). */
export function storefrontRoutes(reads?: RouteReads): RouteObject[] {
  return [
    {
      Component: StorefrontLayout,
      // Shown while the first screen's chunk downloads: the header, and a spinner where the screen will be.
      HydrateFallback: ShellLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          // A failing screen keeps the header: errors are caught below the layout. The staff's and partners' screens
          // join these when first asked for (discoverStaffRoutes).
          id: SCREENS_ROUTE_ID,
          ErrorBoundary: RouteErrorPage,
          children: [
            ...publicShellRoutesWith(reads),
            ...linkedRoutesWith(reads),
            ...assessmentRoutes,
            ...collectionRoutes,
            ...authRoutes,
            { Component: RouteGuard, children: protectedRoutes },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The table without reads (the server renderer, tests). */
export const routes: RouteObject[] = storefrontRoutes();

/**
 * The router is given the staff's and partners' routes (staff-routes.tsx: the admin area, the partner dashboards, the
 * developer pages) the first time a path matches none of the others, so a shopper's first visit neither loads their
 * guards nor ranks their paths as the router starts (issue 12). Until then such a path matches only the not-found
 * route; once they are patched in, a later call finds nothing new to add.
 */
export const discoverStaffRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  if (!matches.some((match) => match.route.path === '*')) return;
  const { staffRoutes } = await import('./staff-routes');
  patch(SCREENS_ROUTE_ID, staffRoutes);
};
