// A way of paying a subscription saved (a card at Stripe, a UPI AutoPay mandate at Razorpay) is given up at the
// provider once the subscription no longer uses it: cancelled, or switched to another way of paying. A customer who
// cancels expects nothing more to be charged, and the mandate to leave their UPI app's list. It is a job: the change is
// saved at once, and the provider's call is retried while the provider does not answer.
import { z } from 'zod';
import type { Logger } from 'pino';
import type { PaymentMethod } from '@common/contracts/checkout';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { RecurringPayments } from '../checkout/checkout.exports';
import type { SubscriptionRow } from './subscriptions.repository';

export const FORGET_SAVED_PAYMENT_JOB = defineJob({
  name: 'subscriptions.forget-saved-payment',
  payload: z.object({
    method: z.enum(['card', 'razorpay']),
    customerId: z.string().min(1).max(255),
    paymentMethodId: z.string().min(1).max(255),
  }),
  attempts: 8,
  backoffMs: 60_000,
});

export interface ForgetSavedPaymentDependencies {
  jobs: Pick<JobQueue, 'handle' | 'enqueue'>;
  /** The providers that saved ways of paying, by way of paying. */
  recurring?: Readonly<Partial<Record<PaymentMethod, Pick<RecurringPayments, 'forgetSaved'>>>>;
  logger?: Logger;
}

/** Gives up saved ways of paying at their providers, as jobs; `handle` is called once per server. */
export class SavedPaymentRelease {
  readonly #deps: ForgetSavedPaymentDependencies;

  constructor(deps: ForgetSavedPaymentDependencies) {
    this.#deps = deps;
    deps.jobs.handle(FORGET_SAVED_PAYMENT_JOB, async ({ method, customerId, paymentMethodId }) => {
      const provider = deps.recurring?.[method];
      if (!provider) {
        deps.logger?.warn({ method, paymentMethodId }, 'A saved way of paying was not given up: its payment provider is not configured any more');
        return;
      }
      await provider.forgetSaved({ customerId, paymentMethodId });
    });
  }

  /**
   * Queues the release of what `before` saved, when it saved anything. Called after the change committed; a queue that
   * cannot take the job is logged, not shown to the customer, whose change stands.
   */
  async release(before: Pick<SubscriptionRow, 'id' | 'payment_method' | 'payment_customer_id' | 'payment_method_id'>): Promise<void> {
    const method = before.payment_method;
    if ((method !== 'card' && method !== 'razorpay') || before.payment_customer_id === null || before.payment_method_id === null) return;
    const payload = { method, customerId: before.payment_customer_id, paymentMethodId: before.payment_method_id } as const;
    try {
      await this.#deps.jobs.enqueue(FORGET_SAVED_PAYMENT_JOB, payload, { key: `forget-saved-payment:${before.payment_method_id}` });
    } catch (error) {
      this.#deps.logger?.error({ err: error, subscriptionId: before.id, method }, 'A saved way of paying could not be queued to be given up');
    }
  }
}
