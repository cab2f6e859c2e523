import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page. The one expected failure is the browser's own report
 * of GET /api/auth/me answering 401 (signed out) or 404 (before the accounts issue): the session treats both as
 * "signed out", but Chromium still logs the failed request.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (new URL(message.location().url, 'http://x').pathname === '/api/auth/me') return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}
