// The browser tests' Razorpay: a local fake of its API and checkout (server/test/fake-razorpay.ts), started by the
// global setup on a fixed port. The server under test calls it through RAZORPAY_API_BASE; a page reaches it only
// through routeRazorpayToFake, which answers Razorpay's real hosts (checkout.razorpay.com, api.razorpay.com) from the
// fake, so the page and its Content-Security-Policy are the ones customers get.
import type { Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_HOST } from './server-address';

export const E2E_RAZORPAY_PORT = Number(process.env.E2E_RAZORPAY_PORT ?? 5026);
export const E2E_RAZORPAY_URL = `http://${E2E_HOST}:${E2E_RAZORPAY_PORT}`;

export const E2E_RAZORPAY_SETTINGS = {
  keyId: 'rzp_test_GuardiansE2E01',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
  webhookUrl: `${E2E_BASE_URL}/api/payments/razorpay/webhook`,
};

/** The server's Razorpay settings (playwright.config.ts). */
export const E2E_SERVER_RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: E2E_RAZORPAY_SETTINGS.keyId,
  RAZORPAY_KEY_SECRET: E2E_RAZORPAY_SETTINGS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY_SETTINGS.webhookSecret,
  RAZORPAY_API_BASE: E2E_RAZORPAY_URL,
};

/** Answers the page's requests to Razorpay's hosts from the fake. */
export async function routeRazorpayToFake(page: Page): Promise<void> {
  for (const host of ['https://checkout.razorpay.com', 'https://api.razorpay.com']) {
    await page.route(`${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${E2E_RAZORPAY_URL}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }
}
