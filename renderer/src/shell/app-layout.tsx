import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useShowingDataFrom } from '../api/use-api';
import { OfflineNotice } from '../ui/offline-notice';
import { ScreenLoading } from './screen-loading';
import { AppHeader } from './app-header';
import { AreaHeader } from './area-header';
import classes from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { quickChatShown, shellExtrasShown } from './shell-visibility';
import { siteAreaOf } from './site-areas';
import type { ShellSlotName } from './shell-slot';
import { ShellSlot } from './shell-slot';

export type ShellExtras = Partial<Record<ShellSlotName, ReactNode>>;

/**
 * The frame around every screen: which extras it shows depends only on the path (spec section 2). `loading`: the
 * frame while the first screen's code is on its way (`ShellLoading`), with a spinner for the screen and no footer
 * or extras yet, so nothing moves when the screen arrives below the header.
 */
export function AppLayout({ extras = {}, loading = false }: { extras?: ShellExtras; loading?: boolean }) {
  const { pathname } = useLocation();
  const showExtras = shellExtrasShown(pathname);
  const area = showExtras ? undefined : siteAreaOf(pathname);
  const showingDataFrom = useShowingDataFrom();

  return (
    <>
      {showExtras && (
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
      )}
      {showExtras && <AppHeader inert={loading} />}
      {area && <AreaHeader area={area} />}
      {/* Every screen, with or without the header: cached answers are shown with their age. */}
      <OfflineNotice showingDataFrom={showingDataFrom} />
      {/* Without the footer below it, the page keeps room at its end for the chat launcher. */}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        className={classes.main}
        data-launcher-room={(quickChatShown(pathname) && !showExtras) || undefined}
      >
        {loading ? <ScreenLoading /> : <Outlet />}
      </Box>
      {loading ? null : <ShellParts extras={extras} pathname={pathname} showExtras={showExtras} />}
    </>
  );
}

/** What follows the screen: the footer, the extras' slots and the scroll restoration. */
function ShellParts({ extras, pathname, showExtras }: { extras: ShellExtras; pathname: string; showExtras: boolean }) {
  return (
    <>
      {showExtras && <SiteFooter />}
      {showExtras && <ShellSlot name="cookie-banner">{extras['cookie-banner']}</ShellSlot>}
      {showExtras && <ShellSlot name="install-banner">{extras['install-banner']}</ShellSlot>}
      {showExtras && <ShellSlot name="onboarding">{extras.onboarding}</ShellSlot>}
      {quickChatShown(pathname) && <ShellSlot name="quick-chat">{extras['quick-chat']}</ShellSlot>}
      <ScrollRestoration />
    </>
  );
}

/**
 * The router's fallback while the first screen's code loads (app/routes.tsx): the header at once, so a returning
 * visitor, whose page is drawn afresh (main.tsx), sees the site's frame rather than a blank page with a spinner.
 */
export function ShellLoading() {
  return <AppLayout loading />;
}
