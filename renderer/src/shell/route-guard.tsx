import { Navigate, Outlet } from 'react-router';
import { ScreenLoading } from './screen-loading';
import { useSession } from './session-context';

export const SIGN_IN_PATH = '/auth-simple';

/** Spec section 2: spinner while authentication loads; no user and no demo marker → /auth-simple. */
export function RouteGuard() {
  const session = useSession();
  if (session.status === 'loading') {
    return <ScreenLoading label="Checking your sign-in" />;
  }
  if (session.user === null && !session.hasDemoMarker) {
    return <Navigate to={SIGN_IN_PATH} replace />;
  }
  return <Outlet />;
}
