import { Navigate } from 'react-router';
import { ROLE_LABELS } from '@common/roles';
import { partnerDashboardOf } from '../identity/role-landing';
import type { PartnerDashboardRole } from '../identity/role-landing';
import { RoleRouteGuard } from './role-route-guard';

export const PARTNER_SIGN_IN_PATH = '/partner/login';

/**
 * A /partner/{role}-dashboard page: only for an account holding `role`. Signed out → the partner sign-in (the page is
 * remembered in authRedirectTo); another partner role → their own dashboard; no partner role → 'Not allowed'.
 */
export function PartnerRouteGuard({ role }: { role: PartnerDashboardRole }) {
  return (
    <RoleRouteGuard
      allowed={[role]}
      signInPath={PARTNER_SIGN_IN_PATH}
      signInLabel="Partner sign-in"
      notAllowedText={`This dashboard is for ${ROLE_LABELS[role]} accounts, and yours is not one. If you work with us as a practitioner or lab, sign in with that account.`}
      elsewhere={(user) => {
        const ownDashboard = partnerDashboardOf(user);
        return ownDashboard ? <Navigate to={ownDashboard} replace /> : null;
      }}
    />
  );
}
