// A stand-in for Stripe.js in screen tests: records the client secret its Payment Element was made for, the mount,
// and each confirmPayment, which answers as the test says (a confirmed payment, or Stripe's error).
import type { Stripe } from '@stripe/stripe-js';

export function fakeStripeJs(confirm: () => Promise<{ error?: { message?: string } }> = async () => ({})) {
  const calls = { clientSecret: '', mounted: false, destroyed: false, confirmed: 0 };
  const element = {
    on: (event: string, handler: () => void) => {
      if (event === 'ready') setTimeout(handler, 0);
      return element;
    },
    mount: () => {
      calls.mounted = true;
    },
    destroy: () => {
      calls.destroyed = true;
    },
  };
  const stripe = {
    elements: (options: { clientSecret: string }) => {
      calls.clientSecret = options.clientSecret;
      return { create: () => element };
    },
    confirmPayment: async () => {
      calls.confirmed += 1;
      return confirm();
    },
  } as unknown as Stripe;
  return { stripe, calls };
}
