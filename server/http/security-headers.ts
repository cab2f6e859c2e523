// Helmet with the one CSP of the storefront. Third-party origins are allowed only for features switched on.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

export interface FederatedSignInOrigins {
  /** Federated sign-in is configured at all (a Firebase project id). */
  enabled: boolean;
  /** e.g. my-project.firebaseapp.com: its sign-in helper is framed during the redirect flow. */
  authDomain?: string | undefined;
  /** host:port of the Auth emulator in development and tests. */
  emulatorHost?: string | undefined;
}

/**
 * The Firebase SDK's redirect flow loads Google's iframe helper script, frames the auth domain and calls the
 * identity APIs; without these the browser blocks 'Continue with Google'.
 */
function federatedSources(federated: FederatedSignInOrigins) {
  if (!federated.enabled) return { script: [], frame: [], connect: [], img: [] };
  const emulator = federated.emulatorHost ? [`http://${federated.emulatorHost}`] : [];
  const authDomain = federated.authDomain ? [`https://${federated.authDomain}`] : [];
  return {
    script: ['https://apis.google.com'],
    frame: [...authDomain, ...emulator],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
    img: ['https://*.googleusercontent.com'],
  };
}

/**
 * Card payments: Stripe.js and its Payment Element load from js.stripe.com, frame it (and hooks.stripe.com for
 * 3-D Secure) and call api.stripe.com (Stripe's documented CSP for Elements).
 */
function cardPaymentSources(enabled: boolean) {
  if (!enabled) return NO_SOURCES;
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
    img: ['https://*.stripe.com'],
  };
}

/**
 * Razorpay: checkout.js loads from checkout.razorpay.com and opens its payment window in a frame of api.razorpay.com,
 * which it also calls (and lumberjack.razorpay.com for its own error reports); its logos come from cdn.razorpay.com.
 */
function razorpaySources(enabled: boolean) {
  if (!enabled) return NO_SOURCES;
  return {
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    img: ['https://cdn.razorpay.com'],
  };
}

const NO_SOURCES = { script: [], frame: [], connect: [], img: [] };

/** The payment providers this server is configured with: only theirs are let into the page. */
export interface PaymentProviderOrigins {
  stripe: boolean;
  razorpay: boolean;
}

export function securityHeaders(
  federated: FederatedSignInOrigins = { enabled: false },
  payments: PaymentProviderOrigins = { stripe: false, razorpay: false },
): RequestHandler {
  const sources = [federatedSources(federated), cardPaymentSources(payments.stripe), razorpaySources(payments.razorpay)];
  const extra = {
    script: sources.flatMap((source) => source.script),
    frame: sources.flatMap((source) => source.frame),
    connect: sources.flatMap((source) => source.connect),
    img: sources.flatMap((source) => source.img),
  };
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        // Mantine writes inline style attributes and <style> tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        fontSrc: ["'self'", 'data:'],
        // The voice stream is a WebSocket on the same host.
        connectSrc: ["'self'", 'ws:', 'wss:', ...extra.connect],
        frameSrc: ["'self'", ...extra.frame],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // No upgrade-insecure-requests: the embedded server is plain http on loopback or a LAN address.
      },
    },
  });
}
