import { ActionIcon, Anchor, Box, Button, Group, Indicator, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CartButton } from '../domain/cart/cart-button';
import { usePlatform } from '../platform/platform-context';
import { useValueAsDrawn } from '../platform/drawn-storage';
import { STORAGE_KEYS } from '../platform/storage-keys';
import { useFirstRun, useSeenFeature } from '../domain/first-run/seen-features';
import logoSvg from '../../../resources/logo.svg?decorative';
import { SIGN_IN_PATH } from '../identity/sign-in-path';
import { isSignedIn, useSession } from '../identity/session-context';
import { lazyPart } from '../ui/lazy-part';
import { InlineSvg } from '../ui/inline-svg';
import classes from './app-header.module.css';
import { productSearchPath } from './site-navigation';
import { SiteSections } from './site-sections';
import { useShellHeaderHeight } from './use-shell-header-height';

// The menu's drawer loads the first time it is opened.
const SiteMenuDrawer = lazyPart(async () => (await import('./site-menu')).SiteMenuDrawer);

/**
 * The header's menu button below wide screens: every section of the store (and the search on a phone) in a drawer.
 * Wide screens show the sections in the bar instead (`SiteSections`).
 */
function SiteMenuButton() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        hiddenFrom="md"
        aria-label="Menu"
        title="Menu"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        <span aria-hidden>☰</span>
      </ActionIcon>
      {wanted && <SiteMenuDrawer opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

/** The product search of wider screens: the marketplace with the words as its search. */
function ProductSearch() {
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  return (
    <Box
      component="form"
      role="search"
      visibleFrom="md"
      // Up to 240 px, narrower when the sections need the room (inline: no rule in the first paint's stylesheet).
      style={{ flex: '0 1 240px', minWidth: 120 }}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(productSearchPath(words));
        setWords('');
      }}
    >
      {/* A plain input: Mantine's input family would add some 4 kB to every first visit for one field. */}
      <input
        type="search"
        className={classes.search}
        aria-label="Search products"
        placeholder="Search products"
        maxLength={100}
        value={words}
        onChange={(event) => setWords(event.currentTarget.value)}
      />
    </Box>
  );
}

/** Dark is the default (spec 3's darkMode); the "New" mark stays until the visitor has tried the toggle once. */
function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // As drawn while a server-rendered page is hydrated (dark unless its storage says otherwise: spec 3's darkMode).
  const dark = useValueAsDrawn(useComputedColorScheme('dark') === 'dark', (drawn) => drawn.getItem(STORAGE_KEYS.darkMode.key) !== 'false');
  const [seen, markSeen] = useSeenFeature('dark-mode-toggle');
  return (
    <Indicator label="New" size={16} disabled={seen} color="teal" offset={4} zIndex={1}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
        title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
        onClick={() => {
          setColorScheme(dark ? 'light' : 'dark');
          markSeen();
        }}
      >
        <span aria-hidden>{dark ? '☀' : '☾'}</span>
      </ActionIcon>
    </Indicator>
  );
}

/**
 * `inert`: the header of the frame shown while the first screen's code loads (`ShellLoading`). The screen's own frame
 * replaces it, a new header, so whatever was typed in its search or opened from it then would be lost; until then it
 * shows but takes no input.
 */
export function AppHeader({ inert = false }: { inert?: boolean }) {
  const session = useSession();
  const firstRun = useFirstRun();
  const platformKind = usePlatform().kind;
  // Until the server has said who is signed in, /profile: its route guard waits for the answer and sends a visitor who
  // is signed out on to sign in (and back to /profile afterwards). Sign-in while unknown would turn a signed-in
  // visitor who clicks early (the session's answer waits on its schema's code) away to the sign-in page.
  const profilePath = session.status === 'loading' || isSignedIn(session) ? '/profile' : SIGN_IN_PATH;
  const headerRef = useRef<HTMLElement>(null);
  useShellHeaderHeight(headerRef);

  return (
    <Box component="header" ref={headerRef} className={classes.header} inert={inert || undefined}>
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="var(--header-bar-gap)"
        h="100%"
        px={{ base: 'xs', xs: 'md' }}
        maw={1200}
        mx="auto"
        className={classes.bar}
      >
        {/* The logo and, on wide screens, the sections: never squeezed; the search gives way instead. */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <SiteMenuButton />
          <Anchor component={Link} to="/" c="inherit" underline="never" className={classes.logo} aria-label="Guardians home">
            <InlineSvg markup={logoSvg} size={36} />
            {/* On a phone the logo alone leaves room for the header's buttons; the link keeps its name. */}
            <Text component="span" fw={700} size="lg" visibleFrom="xs">
              Guardians
            </Text>
          </Anchor>
          <SiteSections />
        </Group>
        <ProductSearch />
        <Group wrap="nowrap" gap="var(--header-actions-gap)" className={classes.actions}>
          {platformKind === 'desktop' && (
            <ActionIcon component={Link} to="/desktop-settings" variant="subtle" size="lg" aria-label="Desktop settings" title="Desktop settings">
              <span aria-hidden>⚙</span>
            </ActionIcon>
          )}
          <CartButton />
          <Button component={Link} to={profilePath} variant="light" className={classes.profile}>
            {/* Both labels are in the page; CSS shows the one that fits, so the name never flickers on load. Below lg
                  the short one leaves room for the sections (md and up) or the phone's buttons. */}
            <Box component="span" visibleFrom="lg">
              My Nutrition Profile
            </Box>
            <Box component="span" hiddenFrom="lg">
              Profile
            </Box>
          </Button>
          {/* After the profile button: the header's tab order stays logo, cart, profile. */}
          <ColorSchemeToggle />
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Show the introduction again"
            title="Show the introduction again"
            onClick={() => firstRun.showOnboardingAgain()}
          >
            <span aria-hidden>?</span>
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
