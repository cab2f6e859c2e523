// The checkout module's door: what the rest of the server may use of it. Its repositories stay inside.
export { CheckoutService, checkoutError, promoNotApplicable } from './checkout.service';
export type { ComputedQuote, QuoteBuyer, ServerPricing } from './checkout.service';
export { CashOnDeliveryProvider } from './payment-provider';
export type {
  OffSessionCharge,
  PayableSecret,
  PaymentCustomer,
  PaymentProvider,
  PaymentRefund,
  PaymentStart,
  RecurringPayments,
  SavedPaymentMethod,
} from './payment-provider';
export { StripePaymentProvider, stripeClient, stripeIntentOf, verifiedStripeEvent } from './stripe-provider';
export { confirmedCheckoutPayment, RazorpayClient, RazorpayPaymentProvider, razorpayWebhookEvent, razorpayWebhookSigned } from './razorpay-provider';
export type { RazorpayCheckoutAnswer } from './razorpay-provider';
export { deleteAddressesOf } from './addresses.repository';
