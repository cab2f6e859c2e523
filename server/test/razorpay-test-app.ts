// A test app with Razorpay switched on against a local fake of it (fake-razorpay.ts), on its own database: started
// before the file's tests and stopped after them. The keys are the tests' own; `deliver` posts a webhook body.
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_COMMERCE_SETTINGS } from '../config';
import { startFakeRazorpay } from './fake-razorpay';
import type { FakeRazorpay } from './fake-razorpay';
import { createTestDatabase, startTestApp } from './test-context';
import type { TestApp, TestAppOptions, TestDatabase } from './test-context';

export const TEST_RAZORPAY_KEYS = {
  keyId: 'rzp_test_GuardiansTests1',
  keySecret: 'razorpay-key-secret-for-tests',
  webhookSecret: 'razorpay-webhook-secret-for-tests',
};

export interface RazorpayTestApp {
  readonly app: TestApp;
  readonly razorpay: FakeRazorpay;
  /** POSTs a (signed or forged) delivery to the Razorpay webhook, with its event id header when it has one. */
  deliver(delivery: { payload: string; signature: string; eventId?: string }): Promise<Response>;
}

export function useRazorpayTestApp(options: Partial<Pick<TestAppOptions, 'publicReadTtlMs'>> = {}): RazorpayTestApp {
  let razorpay: FakeRazorpay | undefined;
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(TEST_RAZORPAY_KEYS);
    database = await createTestDatabase();
    app = await startTestApp({
      location: database.location,
      accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } },
      commerce: { ...DEFAULT_COMMERCE_SETTINGS, razorpay: { ...TEST_RAZORPAY_KEYS, apiBase: razorpay.url } },
      ...options,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await razorpay?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Razorpay test app is used before its beforeAll ran');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get razorpay() {
      return started(razorpay);
    },
    deliver: (delivery) =>
      started(app).request('/api/payments/razorpay/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          ...(delivery.eventId ? { 'x-razorpay-event-id': delivery.eventId } : {}),
        },
        body: delivery.payload,
      }),
  };
}
