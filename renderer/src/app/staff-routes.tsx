// The staff's and partners' paths (spec section 2): the admin area, the partner and lab dashboards, the developer
// pages. The router is given them the first time a path matches none of the storefront's (routes.tsx,
// discoverStaffRoutes), so a shopper's first visit loads none of their guards and ranks none of their paths.
import { Fragment } from 'react';
import type { RouteObject } from 'react-router';
import type { PartnerDashboardData } from '../features/partners/pages/partner-dashboard-page';
import { AdminRouteGuard } from '../shell/admin-route-guard';
import { PartnerRouteGuard } from '../shell/partner-route-guard';
import { PARTNER_DASHBOARDS } from '../identity/role-landing';
import type { PartnerDashboardRole } from '../identity/role-landing';

/** The admin area (issue 16): sign-in and setup are open; every other page is for admin and support (shell/admin-route-guard.tsx). */
const adminRoutes: RouteObject[] = [
  { path: 'admin-login', lazy: { Component: async () => (await import('../features/admin/pages/admin-login-page')).AdminLoginPage } },
  { path: 'admin-setup', lazy: { Component: async () => (await import('../features/admin/pages/admin-setup-page')).AdminSetupPage } },
  {
    Component: AdminRouteGuard,
    children: [
      { path: 'admin', lazy: { Component: async () => (await import('../features/admin/pages/admin-page')).AdminPage } },
      { path: 'admin/orders', lazy: { Component: async () => (await import('../features/admin/pages/admin-orders-page')).AdminOrdersPage } },
      { path: 'admin/users', lazy: { Component: async () => (await import('../features/admin/pages/admin-users-page')).AdminUsersPage } },
      { path: 'admin/audit', lazy: { Component: async () => (await import('../features/admin/pages/admin-audit-page')).AdminAuditPage } },
      {
        path: 'admin-strategy-dashboard',
        lazy: { Component: async () => (await import('../features/admin/pages/admin-strategy-dashboard-page')).AdminStrategyDashboardPage },
      },
      {
        path: 'admin-product-verification',
        lazy: { Component: async () => (await import('../features/admin/pages/admin-product-verification-page')).AdminProductVerificationPage },
      },
      {
        path: 'admin-data-collection',
        lazy: { Component: async () => (await import('../features/admin/pages/admin-data-collection-page')).AdminDataCollectionPage },
      },
      { path: 'debug-admin', lazy: { Component: async () => (await import('../features/admin/pages/debug-admin-page')).DebugAdminPage } },
      { path: 'admin/messages', lazy: { Component: async () => (await import('../features/admin/pages/admin-messages-page')).AdminMessagesPage } },
      { path: 'admin/knowledge', lazy: { Component: async () => (await import('../features/admin/pages/admin-knowledge-page')).AdminKnowledgePage } },
      {
        path: 'admin/community',
        lazy: { Component: async () => (await import('../features/community/pages/admin-community-page')).AdminCommunityPage },
      },
    ],
  },
];

// The practitioner's dashboard with the protocols feature's panel and plan form and the labs feature's lab tests of an
// opened client (issue 15), composed here.
const partnerDashboard = {
  Component: async () => {
    const [{ PartnerDashboardPage }, { ProtocolsPanel }, { SendPlanForm }, { ClientLabOrders }] = await Promise.all([
      import('../features/partners/pages/partner-dashboard-page'),
      import('../features/protocols/components/protocols-panel'),
      import('../features/protocols/components/send-plan-form'),
      import('../features/labs/components/client-lab-orders'),
    ]);
    return function PractitionerDashboard() {
      return (
        <PartnerDashboardPage
          protocols={<ProtocolsPanel />}
          clientTools={(client) => (
            <Fragment key={client.id}>
              <ClientLabOrders clientId={client.id} clientName={client.name} />
              <SendPlanForm clientId={client.id} />
            </Fragment>
          )}
        />
      );
    };
  },
};

/** Only an account holding `role` sees the page (shell/partner-route-guard.tsx). */
function partnerDashboardRoute(role: PartnerDashboardRole, profession: string): RouteObject {
  const dashboard: PartnerDashboardData = { profession };
  return {
    path: PARTNER_DASHBOARDS[role].slice(1),
    element: <PartnerRouteGuard role={role} />,
    children: [{ index: true, loader: () => dashboard, lazy: partnerDashboard }],
  };
}

const partnerRoutes: RouteObject[] = [
  { path: 'partner/login', lazy: { Component: async () => (await import('../features/partners/pages/partner-login-page')).PartnerLoginPage } },
  // Issue 16: open to anyone holding an invitation link; the link's token decides.
  {
    path: 'partner/accept-invitation',
    lazy: { Component: async () => (await import('../features/partners/pages/accept-invitation-page')).AcceptInvitationPage },
  },
  partnerDashboardRoute('ayurvedic', 'Ayurvedic Practitioner'),
  partnerDashboardRoute('nutritionist', 'Nutritionist'),
  partnerDashboardRoute('health_coach', 'Health Coach'),
  partnerDashboardRoute('doctor', 'Doctor'),
  // Labs (issue 15): the lab's own screen instead of the placeholder.
  {
    path: PARTNER_DASHBOARDS.lab.slice(1),
    element: <PartnerRouteGuard role="lab" />,
    children: [{ index: true, lazy: { Component: async () => (await import('../features/labs/pages/lab-dashboard-page')).LabDashboardPage } }],
  },
];

const otherRoutes: RouteObject[] = [
  { path: 'api-test', lazy: { Component: async () => (await import('../features/dev-tools/pages/api-test-page')).ApiTestPage } },
  { path: 'openai-api-tester', lazy: { Component: async () => (await import('../features/dev-tools/pages/openai-api-tester-page')).OpenaiApiTesterPage } },
  { path: 'desktop-settings', lazy: { Component: async () => (await import('../features/desktop-settings/pages/desktop-settings-page')).DesktopSettingsPage } },
];

/** Every route of this file, in the order the storefront's table had them. */
export const staffRoutes: RouteObject[] = [...adminRoutes, ...partnerRoutes, ...otherRoutes];
