import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { quickChatShown, shellExtrasShown } from './shell-visibility';
import { ShellSlot } from './shell-slot';

/** The frame around every screen: which extras it shows depends only on the path (spec section 2). */
export function AppLayout() {
  const { pathname } = useLocation();
  const showExtras = shellExtrasShown(pathname);

  return (
    <>
      {showExtras && (
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
      )}
      {showExtras && <AppHeader />}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {showExtras && <ShellSlot name="cookie-banner" />}
      {showExtras && <ShellSlot name="onboarding" />}
      {quickChatShown(pathname) && <ShellSlot name="quick-chat" />}
      <ScrollRestoration />
    </>
  );
}
