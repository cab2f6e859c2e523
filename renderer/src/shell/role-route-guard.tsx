import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { AccountUser } from '@common/contracts/accounts';
import { hasAnyRole } from '@common/roles';
import type { Role } from '@common/roles';
import { SESSION_FLAGS } from '../identity/auth-storage';
import { useSession } from '../identity/session-context';
import { useSignOutProgress } from '../identity/sign-out-in-progress';
import { ScreenLoading } from './screen-loading';
import { SessionCheckFailed } from './session-check-failed';

export interface RoleRouteGuardProps {
  /** Roles that may open the pages below; any one of them is enough. */
  allowed: readonly Role[];
  /** Where a signed-out visitor signs in; the page asked for is remembered (authRedirectTo) and opened after. */
  signInPath: string;
  signInLabel: string;
  /** The sentence of the 'Not allowed' page: who the pages are for. */
  notAllowedText: string;
  /** Replaces the 'Not allowed' page for a signed-in account without the roles (e.g. a partner's own dashboard). */
  elsewhere?: (user: AccountUser) => ReactNode;
}

/**
 * The pages of one area (admin, partner): signed out → the area's sign-in, remembering the page; signed in without
 * one of `allowed` → 'Not allowed' with the way home; the server not answering who is signed in → 'Try again'. The
 * server refuses the same on every call; this only decides what to show.
 */
export function RoleRouteGuard({ allowed, signInPath, signInLabel, notAllowedText, elsewhere }: RoleRouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const signOutProgress = useSignOutProgress();
  const turnedAway = session.status === 'ready' && session.user === null && !session.checkFailed;
  const leavingAfterSignOut = turnedAway && signOutProgress.isLeaving();

  useEffect(() => {
    if (turnedAway && !leavingAfterSignOut) window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, `${location.pathname}${location.search}`);
  }, [turnedAway, leavingAfterSignOut, location.pathname, location.search]);

  if (session.status === 'loading') return <ScreenLoading label="Checking your sign-in" />;
  if (leavingAfterSignOut) return null;
  if (session.checkFailed) return <SessionCheckFailed />;
  if (turnedAway || session.user === null) return <Navigate to={signInPath} replace />;
  if (hasAnyRole(session.user.roles, allowed)) return <Outlet />;
  return elsewhere?.(session.user) ?? <NotAllowed text={notAllowedText} signInPath={signInPath} signInLabel={signInLabel} />;
}

export function NotAllowed({ text, signInPath, signInLabel }: { text: string; signInPath: string; signInLabel: string }) {
  return (
    <Container size={560} py="xl" px="md">
      <Alert color="yellow" title="Not allowed" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button component={Link} to="/">
            Back to the store
          </Button>
          <Button component={Link} to={signInPath} variant="subtle">
            {signInLabel}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
