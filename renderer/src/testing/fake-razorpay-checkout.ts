// A stand-in for Razorpay's checkout.js in screen tests: keeps the options each window was opened with, and the
// payment.failed callbacks, so a test acts as the customer in the window (options.handler, a failure, a dismissal).
import type { RazorpayCheckoutConstructor, RazorpayCheckoutOptions } from '../domain/payments/razorpay-payment';

export interface OpenedCheckout {
  options: RazorpayCheckoutOptions;
  failed: ((response: { error: { description?: string } }) => void)[];
}

export function fakeCheckout(): { Razorpay: RazorpayCheckoutConstructor; opened: OpenedCheckout[] } {
  const opened: OpenedCheckout[] = [];
  const Razorpay = class {
    readonly record: OpenedCheckout;
    constructor(options: RazorpayCheckoutOptions) {
      this.record = { options, failed: [] };
    }
    on(_event: 'payment.failed', callback: (response: { error: { description?: string } }) => void) {
      this.record.failed.push(callback);
    }
    open() {
      opened.push(this.record);
    }
  } as unknown as RazorpayCheckoutConstructor;
  return { Razorpay, opened };
}

/** What the window hands the page for a payment of `orderId` (the signature is not checked by a screen). */
export function fakeRazorpayAnswer(orderId: string) {
  return { razorpay_order_id: orderId, razorpay_payment_id: 'pay_Screen0000000001', razorpay_signature: 'f'.repeat(64) };
}
