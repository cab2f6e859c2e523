import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Signs the page's browser context in as a fresh demo account on the real server (POST /api/auth/demo). The server
 * session is what counts: a demoUser marker in local storage alone opens nothing.
 */
export async function signInAsDemo(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/demo');
  expect(response.status()).toBe(200);
}

let accountCounter = 0;

/** An email no other test of this run uses. */
export function uniqueEmail(label: string): string {
  accountCounter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${accountCounter}@guardians.test`;
}

export const STRONG_PASSWORD = 'Sunlight-Guardian-7';

/** Creates a simple account through the API (the page's context gets its session cookie). */
export async function registerThroughApi(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/register', { data: { email, password, displayName: 'Test Guardian' } });
  expect(response.status()).toBe(201);
}
