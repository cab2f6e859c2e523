// A test app with card payments switched on against a local fake of Stripe (fake-stripe.ts), on its own database:
// started before the file's tests and stopped after them. The keys are the tests' own; `deliver` posts a webhook body.
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_COMMERCE_SETTINGS } from '../config';
import { startFakeStripe } from './fake-stripe';
import type { FakeStripe } from './fake-stripe';
import { createTestDatabase, startTestApp } from './test-context';
import type { TestApp, TestDatabase } from './test-context';

export const TEST_STRIPE_KEYS = { secretKey: 'sk_test_guardians', webhookSecret: 'whsec_test_guardians', publishableKey: 'pk_test_guardians' };

export interface StripeTestApp {
  readonly app: TestApp;
  readonly stripe: FakeStripe;
  /** POSTs a (signed or forged) delivery to the Stripe webhook. */
  deliver(event: { payload: string; signature: string }): Promise<Response>;
}

export function useStripeTestApp(): StripeTestApp {
  let stripe: FakeStripe | undefined;
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe(TEST_STRIPE_KEYS.secretKey);
    database = await createTestDatabase();
    app = await startTestApp({
      location: database.location,
      accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } },
      commerce: { ...DEFAULT_COMMERCE_SETTINGS, stripe: { ...TEST_STRIPE_KEYS, apiBase: stripe.url } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await stripe?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Stripe test app is used before its beforeAll ran');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get stripe() {
      return started(stripe);
    },
    deliver: (event) =>
      started(app).request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      }),
  };
}
