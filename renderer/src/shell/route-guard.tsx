import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SESSION_FLAGS } from '../identity/auth-storage';
import { useSignOutProgress } from '../identity/sign-out-in-progress';
import { ScreenLoading } from './screen-loading';
import { SessionCheckFailed } from './session-check-failed';
import { useSession } from '../identity/session-context';
import { SIGN_IN_PATH } from '../identity/sign-in-path';

/**
 * Spec section 2: spinner while authentication loads; no user and no demo marker → /auth-simple. When the server could
 * not be asked at all, a notice with 'Try again' instead: nobody is sent to sign in for an outage.
 * The page asked for is kept as the redirect target (authRedirectTo), so signing in leads back to it.
 */
export function RouteGuard() {
  const session = useSession();
  const location = useLocation();
  const signOutProgress = useSignOutProgress();
  const turnedAway = session.status === 'ready' && session.user === null && !session.hasDemoMarker && !session.checkFailed;
  // Signing out from this page: its own navigation to /signout-confirmation is under way.
  const leavingAfterSignOut = turnedAway && signOutProgress.isLeaving();

  useEffect(() => {
    if (turnedAway && !leavingAfterSignOut) window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, `${location.pathname}${location.search}`);
  }, [turnedAway, leavingAfterSignOut, location.pathname, location.search]);

  if (session.status === 'loading') {
    return <ScreenLoading label="Checking your sign-in" />;
  }
  if (leavingAfterSignOut) return null;
  if (session.checkFailed) return <SessionCheckFailed />;
  if (turnedAway) {
    return <Navigate to={SIGN_IN_PATH} replace />;
  }
  return <Outlet />;
}
