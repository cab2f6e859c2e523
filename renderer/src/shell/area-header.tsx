// The slim header of the account, partner and admin areas: the way back to the store, the area's own sections, and
// who is signed in with a way to sign out (or the area's sign-in, signed out).
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ROLE_LABELS } from '@common/roles';
import type { Role } from '@common/roles';
import { errorSentence } from '../api/error-texts';
import { PARTNER_DASHBOARDS } from '../identity/role-landing';
import { useSession } from '../identity/session-context';
import type { SessionUser } from '../identity/session-context';
import { useSignOut } from '../identity/use-sign-out';
import classes from './area-header.module.css';
import type { SiteArea } from './site-areas';
import type { NavigationLink } from './site-navigation';
import { useShellHeaderHeight } from './use-shell-header-height';

/** A partner's sections: the dashboards of the roles they hold (every dashboard to anyone else). */
function sectionsFor(area: SiteArea, user: SessionUser | null): readonly NavigationLink[] {
  if (area.id !== 'partner' || !user) return area.links;
  const own = new Set<string>(Object.entries(PARTNER_DASHBOARDS).flatMap(([role, to]) => (user.roles.includes(role as Role) ? [to] : [])));
  return own.size === 0 ? area.links : area.links.filter((link) => own.has(link.to));
}

export function AreaHeader({ area }: { area: SiteArea }) {
  const { pathname, hash } = useLocation();
  const session = useSession();
  const here = `${pathname}${hash}`;
  const headerRef = useRef<HTMLElement>(null);
  useShellHeaderHeight(headerRef);
  return (
    <header ref={headerRef} className={classes.header}>
      <Group gap="md" wrap="nowrap" className={classes.brand}>
        <Anchor component={Link} to="/" fw={700} underline="hover">
          ← Guardians store
        </Anchor>
        <Text fw={600} c="dimmed" component="span">
          {area.title}
        </Text>
      </Group>
      <nav aria-label={`${area.title} sections`} className={classes.sections}>
        {sectionsFor(area, session.user).map((link) => (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            size="sm"
            underline="hover"
            aria-current={link.to === here || (link.to === pathname && hash === '') ? 'page' : undefined}
            className={classes.section}
          >
            {link.label}
          </Anchor>
        ))}
      </nav>
      {area.signInPath && <AreaAccount signInPath={area.signInPath} here={pathname} />}
    </header>
  );
}

/** The staff or partner role the account is here for, as a person reads it. */
function workingRole(user: SessionUser): string | undefined {
  const role = user.roles.find((held) => held !== 'customer');
  return role ? ROLE_LABELS[role] : undefined;
}

/** Signed in: the name (and role) with Sign out; signed out: the area's sign-in. Nothing while the server is asked. */
function AreaAccount({ signInPath, here }: { signInPath: string; here: string }) {
  const session = useSession();
  const signOut = useSignOut();
  const user = session.user;
  if (session.status === 'loading' || (user === null && session.checkFailed)) return null;
  if (user === null) {
    return (
      <Anchor component={Link} to={signInPath} size="sm" fw={600} aria-current={here === signInPath ? 'page' : undefined} className={classes.section}>
        Sign in
      </Anchor>
    );
  }
  const role = workingRole(user);
  return (
    <Group gap="sm" wrap="wrap" className={classes.account}>
      <Text size="sm" data-testid="signed-in-as">
        Signed in as <strong>{user.displayName || user.email}</strong>
        {role ? ` · ${role}` : ''}
      </Text>
      <Button variant="default" size="compact-sm" loading={signOut.pending} onClick={() => void signOut.signOut()}>
        Sign out
      </Button>
      {signOut.error !== null && (
        <Text size="sm" c="red" role="alert">
          {errorSentence(signOut.error, 'Signing out failed. Check your connection, then try again.')}
        </Text>
      )}
    </Group>
  );
}
