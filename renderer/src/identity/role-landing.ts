// Where a role-specific sign-in lands: the dashboard of the role the account holds.
import type { AccountUser } from '@common/contracts/accounts';
import type { Role, SignInRoleGroup } from '@common/roles';
import { SIGN_IN_ROLE_GROUPS } from '@common/roles';

const DASHBOARDS: Partial<Record<Role, string>> = {
  admin: '/admin',
  support: '/admin',
  ayurvedic: '/partner/ayurvedic-dashboard',
  nutritionist: '/partner/nutritionist-dashboard',
  health_coach: '/partner/health-coach-dashboard',
  doctor: '/partner/doctor-dashboard',
  lab: '/partner/lab-dashboard',
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
