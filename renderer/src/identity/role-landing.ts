// Where a role-specific sign-in lands: the dashboard of the role the account holds.
import type { AccountUser } from '@common/contracts/accounts';
import type { Role, SignInRoleGroup } from '@common/roles';
import { SIGN_IN_ROLE_GROUPS } from '@common/roles';

/** The partner dashboard of each role that has one (the /partner/{role}-dashboard pages). */
export const PARTNER_DASHBOARDS = {
  ayurvedic: '/partner/ayurvedic-dashboard',
  nutritionist: '/partner/nutritionist-dashboard',
  health_coach: '/partner/health-coach-dashboard',
  doctor: '/partner/doctor-dashboard',
  lab: '/partner/lab-dashboard',
} as const satisfies Partial<Record<Role, string>>;
export type PartnerDashboardRole = keyof typeof PARTNER_DASHBOARDS;

/** The first partner dashboard the account may open, or null when it holds no role with one. */
export function partnerDashboardOf(user: Pick<AccountUser, 'roles'>): string | null {
  const role = user.roles.find((held): held is PartnerDashboardRole => held in PARTNER_DASHBOARDS);
  return role ? PARTNER_DASHBOARDS[role] : null;
}

/**
 * Whether a page the route guards remembered (authRedirectTo) is where this sign-in should lead: a partner sign-in
 * goes back to the partner page it was turned away from, never to a customer page remembered earlier.
 */
export function fitsSignInGroup(group: SignInRoleGroup, target: string): boolean {
  if (group === 'admin') return isGuardedAdminPath(target);
  return group === 'partner' && target.startsWith('/partner/') && !target.startsWith('/partner/login');
}

/** The admin pages the admin route guard keeps (everything of the area but its sign-in and setup). */
function isGuardedAdminPath(target: string): boolean {
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === '/admin-login' || path === '/admin-setup') return false;
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin-') || path === '/debug-admin';
}

const DASHBOARDS: Partial<Record<Role, string>> = {
  admin: '/admin',
  support: '/admin',
  ...PARTNER_DASHBOARDS,
  // Brand partners have no dashboard route of their own in spec 2: their sign-in screen is their area.
  brand_partner: '/brand-partner-login',
};

export function dashboardFor(user: Pick<AccountUser, 'roles'>, group: SignInRoleGroup): string {
  const allowed: readonly Role[] = SIGN_IN_ROLE_GROUPS[group];
  const role = user.roles.find((held) => allowed.includes(held));
  return (role && DASHBOARDS[role]) ?? '/profile';
}

export function holdsRoleOf(user: Pick<AccountUser, 'roles'>, group: SignInRoleGroup): boolean {
  const allowed: readonly Role[] = SIGN_IN_ROLE_GROUPS[group];
  return user.roles.some((held) => allowed.includes(held));
}
