import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ROLE_LABELS } from '@common/roles';
import { SESSION_FLAGS } from '../identity/auth-storage';
import { partnerDashboardOf } from '../identity/role-landing';
import type { PartnerDashboardRole } from '../identity/role-landing';
import { useSession } from '../identity/session-context';
import { useSignOutProgress } from '../identity/sign-out-in-progress';
import { ScreenLoading } from './screen-loading';

export const PARTNER_SIGN_IN_PATH = '/partner/login';

/**
 * A /partner/{role}-dashboard page: only for an account holding `role`. Signed out → the partner sign-in (the page is
 * remembered in authRedirectTo); another partner role → their own dashboard; no partner role → 'Not allowed'.
 * The server checks the same on every /api/partner call; this only decides what to show.
 */
export function PartnerRouteGuard({ role }: { role: PartnerDashboardRole }) {
  const session = useSession();
  const location = useLocation();
  const signOutProgress = useSignOutProgress();
  const turnedAway = session.status === 'ready' && session.user === null;
  const leavingAfterSignOut = turnedAway && signOutProgress.isLeaving();

  useEffect(() => {
    if (turnedAway && !leavingAfterSignOut) window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, `${location.pathname}${location.search}`);
  }, [turnedAway, leavingAfterSignOut, location.pathname, location.search]);

  if (session.status === 'loading') return <ScreenLoading label="Checking your sign-in" />;
  if (leavingAfterSignOut) return null;
  if (turnedAway || session.user === null) return <Navigate to={PARTNER_SIGN_IN_PATH} replace />;
  if (session.user.roles.includes(role)) return <Outlet />;
  const ownDashboard = partnerDashboardOf(session.user);
  if (ownDashboard) return <Navigate to={ownDashboard} replace />;
  return <NotAllowed role={role} />;
}

function NotAllowed({ role }: { role: PartnerDashboardRole }) {
  return (
    <Container size={560} py="xl" px="md">
      <Alert color="yellow" title="Not allowed" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            This dashboard is for {ROLE_LABELS[role]} accounts, and yours is not one. If you work with us as a practitioner or lab, sign in with that account.
          </Text>
          <Button component={Link} to="/">
            Back to the store
          </Button>
          <Button component={Link} to={PARTNER_SIGN_IN_PATH} variant="subtle">
            Partner sign-in
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
