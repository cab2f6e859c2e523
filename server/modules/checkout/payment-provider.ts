// How an order is paid. Each payment method is a provider: cash on delivery (nothing to take now; staff record the
// cash when they mark the order delivered), card through Stripe (stripe-provider.ts: a PaymentIntent the browser
// confirms with Stripe.js, paid when Stripe's signed webhook says so) and Razorpay in rupees (razorpay-provider.ts: a
// Razorpay order the browser pays in Razorpay's checkout, paid when its signed answer or webhook says so). Providers
// that save a way of paying for a subscription's renewals (a card, a UPI AutoPay mandate) implement RecurringPayments.
import type { PaymentMethod } from '@common/contracts/checkout';

export interface PaymentRequest {
  orderId: string;
  userId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /**
   * The order's id: each attempt to place an order starts its own payment, and the gateway client's own network
   * retries of it create one. Only the payment of the order that is placed is ever confirmed.
   */
  idempotencyKey: string;
  description: string;
  /** A subscription's payment: made for its customer at the provider, saving the way of paying for the renewals. */
  saved?: PaymentCustomer;
}

/**
 * The customer at the provider a subscription's payments are made for, and the way of paying a payment of theirs
 * saved before (null until one did), which a renewal is charged to without the customer there.
 */
export interface PaymentCustomer {
  customerId: string;
  paymentMethodId: string | null;
}

/**
 * A payment begun: the gateway's reference; for a card the secret the browser confirms it with; and where the payment
 * registers a mandate in the provider's checkout (a Razorpay UPI AutoPay authorisation), the customer it is for.
 */
export type PaymentStart =
  { status: 'started'; reference: string; clientSecret?: string; recurringCustomerId?: string } | { status: 'declined'; reason: string };

/** Money going back through the provider, once per key. */
export interface PaymentRefund {
  /** At most 40 characters, unique per refund (o-<order id> for an ending, r-<return id> for a return). */
  key: string;
  orderId: string;
  /** The order's payment reference (a PaymentIntent, a Razorpay order). */
  reference: string;
  /** The charge itself where the provider refunds against it (a Razorpay payment); null otherwise. */
  chargeReference: string | null;
  /** Minor units: the whole payment or a part of it. */
  amount: number;
}

/** A way of paying the provider keeps for a customer, by its ids: never a card number. */
export interface SavedPaymentMethod {
  customerId: string;
  paymentMethodId: string;
}

/** A saved way of paying charged without the customer there. */
export type OffSessionCharge =
  /** Paid; `chargeReference` names the charge where refunds need it (a Razorpay payment). */
  | { status: 'succeeded'; chargeReference?: string }
  /** Accepted and not final yet: the provider's webhook says how it ends. */
  | { status: 'processing' }
  /** Refused (a decline, or the bank wants the customer to confirm it): the payment waits for the customer. */
  | { status: 'declined'; reason: string };

/** A started payment as the customer's browser can still pay it, or why it no longer can. */
export type PayableSecret =
  | { status: 'payable'; reference: string; clientSecret: string }
  /** Paid, or being paid: nothing for the customer to do. */
  | { status: 'paid' };

/** Who a customer at the provider is, as the provider needs it to register a mandate (Razorpay); Stripe is told none of it. */
export interface PaymentCustomerDetails {
  name: string;
  /** A phone number, as the delivery address has it. */
  contact: string;
  /** The account's: Razorpay tells its customers apart by e-mail address and phone. */
  email?: string;
}

/** A saved way of paying charged for a placed order's started payment, without the customer there. */
export interface SavedPaymentCharge {
  /** The order's started payment (placed with `saved` in its request). */
  reference: string;
  saved: SavedPaymentMethod;
  /** Once per key: a retried call answers what the first did. */
  key: string;
  /** Minor units: the order's total. */
  amount: number;
  currency: string;
  description: string;
  /** Whom the provider names in the debit (Razorpay asks for both); Stripe is told neither. */
  payer: { email: string; contact: string };
}

/** Payments the customer makes once and the store charges again later (a subscription's renewals). */
export interface RecurringPayments {
  /** A customer at the provider, once per key: the payments saved for later belong to it. */
  createCustomer(request: { key: string; userId: string; subscriptionId: string; customer: PaymentCustomerDetails }): Promise<string>;
  /**
   * Charges a started payment to the saved way of paying, without the customer there. Once per key: a retried call
   * answers what the first did (Razorpay's state of the debit asked under that key: paid, still processing, failed).
   */
  chargeSaved(request: SavedPaymentCharge): Promise<OffSessionCharge>;
  /**
   * Deletes what the provider saved for a customer (an erased account's): Stripe's customer with its cards, every
   * UPI AutoPay token of a Razorpay customer (Razorpay has no call deleting the customer itself). Gone already is done.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /**
   * Stops one saved way of paying from being charged again (a subscription cancelled, or switched to another way of
   * paying): Stripe detaches the card from its customer; Razorpay deletes the token, which revokes the UPI AutoPay
   * mandate in the customer's UPI app. Gone already is done.
   */
  forgetSaved(saved: SavedPaymentMethod): Promise<void>;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Stored on the order, e.g. cash_on_delivery or stripe. */
  readonly name: string;
  /**
   * Called once the order is priced and before its transaction, which never waits on the gateway: a decline or a
   * thrown error places nothing. When the order then fails (the last unit sold meanwhile), the payment started is
   * never confirmed (its client secret reaches no browser), so nothing is charged.
   */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Gives money of a paid order back (a cancelled order in full, a return in part); once per key. */
  refund(refund: PaymentRefund): Promise<{ providerRefundId: string | null }>;
  /**
   * A card's: the secret the customer's browser pays the started payment `reference` with. When that payment is gone
   * at the provider (cancelled there), a new one is started for `again` under its idempotency key.
   */
  payableSecret?(reference: string, again: PaymentRequest): Promise<PayableSecret>;
  /** Saving a way of paying for later payments; absent where this provider has none here. */
  readonly recurring?: RecurringPayments;
}

/** Cash on delivery: the courier collects the total; there is nothing to take or give back online. */
export class CashOnDeliveryProvider implements PaymentProvider {
  readonly method = 'cod';
  readonly name = 'cash_on_delivery';

  start(request: PaymentRequest): Promise<PaymentStart> {
    return Promise.resolve({ status: 'started', reference: `cod:${request.orderId}` });
  }

  refund(): Promise<{ providerRefundId: null }> {
    // Cash is only taken at the door: what goes back is given back by hand (staff record a return's refund).
    return Promise.resolve({ providerRefundId: null });
  }
}
