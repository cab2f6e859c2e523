// Applies the navigation policy to a web contents: every frame navigation, server redirect, window.open
// and <webview> attempt goes through the pure decisions of security/navigation-policy.ts.
import type { ShellLogger } from './logger';
import { decideInAppNavigation, decideWindowOpen } from './security/navigation-policy';

export interface NavigationAttempt {
  readonly url: string;
  readonly isMainFrame: boolean;
  preventDefault(): void;
}

/** The parts of Electron's WebContents the guards use (adapters/web-contents.ts wraps the real one). */
export interface GuardableWebContents {
  /** Frame navigations (links, location changes) and server-side redirects, in any frame. */
  onNavigationAttempt(listener: (attempt: NavigationAttempt) => void): void;
  onWebviewAttach(listener: (attempt: { preventDefault(): void }) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  loadURL(url: string): Promise<void>;
}

export interface NavigationGuardDependencies {
  /** Read at decision time: the origin is only known once the storefront has started. */
  appOrigin: () => string;
  openExternal: (url: string) => Promise<void>;
  logger: ShellLogger;
}

export function guardWebContents(contents: GuardableWebContents, dependencies: NavigationGuardDependencies): void {
  const { appOrigin, logger } = dependencies;
  const openExternal = (url: string) => {
    dependencies.openExternal(url).catch((error: unknown) => logger.error(`Could not open ${url} in the system browser`, error));
  };

  contents.onNavigationAttempt((attempt) => {
    const decision = decideInAppNavigation(attempt.url, appOrigin());
    if (decision.action === 'allow') return;
    attempt.preventDefault();
    logger.warn(`Blocked navigation away from the storefront to ${attempt.url}`);
    // Only a top-level link is something the user asked to open; an embedded frame must not pop a browser.
    if (attempt.isMainFrame && decision.openExternally !== null) openExternal(decision.openExternally);
  });

  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, appOrigin());
    switch (decision.action) {
      case 'navigate-in-app':
        contents.loadURL(decision.url).catch((error: unknown) => logger.error(`Could not open ${decision.url}`, error));
        break;
      case 'open-externally':
        openExternal(decision.url);
        break;
      case 'drop':
        logger.warn(`Dropped a request to open ${url}`);
        break;
    }
    return { action: 'deny' };
  });

  // webviewTag is off in the web preferences; this also refuses a page that tries to re-enable it.
  contents.onWebviewAttach((attempt) => attempt.preventDefault());
}
