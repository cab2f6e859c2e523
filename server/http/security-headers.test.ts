import express from 'express';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';
import type { FederatedSignInOrigins, PaymentProviderOrigins } from './security-headers';

async function cspFor(federated?: FederatedSignInOrigins, payments?: PaymentProviderOrigins): Promise<string> {
  const app = express();
  app.use(securityHeaders(federated, payments));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const response = await fetch(`http://127.0.0.1:${address.port}/`);
    return response.headers.get('content-security-policy') ?? '';
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('content security policy', () => {
  it('allows no third-party origin while federated sign-in is off', async () => {
    const csp = await cspFor();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toContain('googleapis');
  });

  it("lets the web build's own service worker run, and no worker from elsewhere", async () => {
    const csp = await cspFor({ enabled: true, authDomain: 'guardians-prod.firebaseapp.com' });
    expect(csp).toContain("worker-src 'self';");
  });

  it("lets the Firebase redirect flow load Google's helper, frame the auth domain and call the identity APIs", async () => {
    const csp = await cspFor({ enabled: true, authDomain: 'guardians-prod.firebaseapp.com' });
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).toContain("frame-src 'self' https://guardians-prod.firebaseapp.com;");
    expect(csp).toContain('https://identitytoolkit.googleapis.com https://securetoken.googleapis.com');
    expect(csp).toContain('https://*.googleusercontent.com');
  });

  it('lets the browser reach the Auth emulator in development and tests', async () => {
    const csp = await cspFor({ enabled: true, emulatorHost: '127.0.0.1:9099' });
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:9099;");
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
  });

  it('lets Stripe.js load, frame its card form and call its API only when card payments are configured', async () => {
    expect(await cspFor()).not.toContain('stripe');
    const csp = await cspFor({ enabled: false }, { stripe: true, razorpay: false });
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).not.toContain('razorpay');
  });

  it("lets Razorpay's checkout load, open its payment frame and call its API only when Razorpay is configured", async () => {
    expect(await cspFor()).not.toContain('razorpay');
    const csp = await cspFor({ enabled: false }, { stripe: false, razorpay: true });
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com;");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.razorpay\.com/);
    expect(csp).not.toContain('stripe');
  });
});
