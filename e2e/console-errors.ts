import type { ConsoleMessage, Page } from '@playwright/test';

/** Marks a Content-Security-Policy violation the page reported, as a console error (see `reportPolicyViolations`). */
const POLICY_VIOLATION = 'Content-Security-Policy violation:';

/** Pages whose Content-Security-Policy violations are already written to their console. */
const reportingPages = new WeakSet<Page>();

/**
 * Chromium writes nothing to the console when a script's eval is refused and the script catches the throw (zod's probe
 * did so on every page): from the next page load on, each `securitypolicyviolation` becomes a console error.
 * Playwright sends the script ahead of a later navigation of the same page.
 */
function reportPolicyViolations(page: Page): void {
  if (reportingPages.has(page)) return;
  reportingPages.add(page);
  void page.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, POLICY_VIOLATION);
}

/**
 * Collects console errors and uncaught exceptions of a page, Content-Security-Policy violations included. A visitor's
 * session probe (GET /api/auth/me without a session cookie) answers 200 { user: null } and logs nothing (issue 39);
 * the one failure still expected is the probe of a session that ended while the page was open (401, cookie cleared),
 * which Chromium logs though the app reads it as "signed out".
 */
export function collectConsoleErrors(page: Page): string[] & { stopCollecting(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (new URL(message.location().url, 'http://x').pathname === '/api/auth/me') return;
    errors.push(`${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => errors.push(`Uncaught: ${error.message}`);
  reportPolicyViolations(page);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  // For a page that visits several routes: each route collects its own errors.
  const stopCollecting = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
  // Not enumerable, so `expect(errors).toEqual([])` still compares only the messages.
  return Object.defineProperty(errors, 'stopCollecting', { value: stopCollecting, enumerable: false }) as string[] & { stopCollecting(): void };
}
