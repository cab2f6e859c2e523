import { STAFF_ROLES } from '@common/roles';
import { RoleRouteGuard } from './role-route-guard';

export const ADMIN_SIGN_IN_PATH = '/admin-login';

/** Every admin page (issue 16): admin or support; signed out → /admin-login and back; anyone else → 'Not allowed'. */
export function AdminRouteGuard() {
  return (
    <RoleRouteGuard
      allowed={STAFF_ROLES}
      signInPath={ADMIN_SIGN_IN_PATH}
      signInLabel="Admin sign-in"
      notAllowedText="The admin area is for the store's administrators and support staff, and your account is neither. Sign in with a staff account, or go back to the store."
    />
  );
}
