import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page. The one expected failure is the browser's own report
 * of GET /api/auth/me answering 401 (signed out) or 404 (before the accounts issue): the session treats both as
 * "signed out", but Chromium still logs the failed request.
 */
export function collectConsoleErrors(page: Page): string[] & { stopCollecting(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (new URL(message.location().url, 'http://x').pathname === '/api/auth/me') return;
    errors.push(`${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => errors.push(`Uncaught: ${error.message}`);
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
