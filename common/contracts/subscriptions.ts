// Subscribe & save (issue 44): the customer's subscriptions and how they change them. Renewals are orders (orders.ts)
// placed by the server; GET /api/subscriptions shows what comes next and at what price.
import { z } from 'zod';
import { MAX_LINES_PER_ORDER } from '../commerce';
import { MAX_DELIVERY_DATE_DAYS_AHEAD, REMINDER_DAYS_BEFORE, SUBSCRIPTION_CADENCES, SUBSCRIPTION_STATUSES } from '../subscriptions';
import type { ApiEndpoint } from './api-endpoint';
import { Currency, MoneyAmount, ProductId, Quantity } from './catalog';
import { PAYMENT_METHODS } from './checkout';
import { errorResponse } from './errors';

const Cadence = z.union(SUBSCRIPTION_CADENCES.map((days) => z.literal(days))).describe('Days between deliveries: 30, 60 or 90.');

export const SubscriptionItem = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: MoneyAmount.describe('What one unit costs at the next renewal before the discount: today’s price, never above the announced one.'),
  currentUnitPrice: MoneyAmount.describe('The catalog price now.'),
  priceChange: z
    .object({ from: MoneyAmount, to: MoneyAmount })
    .nullable()
    .describe('The price changed since the last delivery (announced in the reminder before it applies).'),
  available: z.boolean().describe('On sale with stock for this quantity now.'),
});

export const Subscription = z
  .object({
    id: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    cadenceDays: Cadence,
    discountPercent: z.number().int().min(0).max(50),
    items: z.array(SubscriptionItem),
    currency: Currency,
    /** What the next renewal's goods come to, after the discount (delivery and tax as at checkout). */
    nextGoodsTotal: MoneyAmount,
    nextRenewalAt: z.iso.datetime().nullable().describe('When the next order is placed; null when paused or cancelled.'),
    addressId: z.string(),
    addressLine: z.string().describe('Where it goes, as one line; empty when the address was removed.'),
    paymentMethod: z.enum(PAYMENT_METHODS),
    renewalsPlaced: z.number().int().min(0),
    lastOrderId: z.string().nullable(),
    problem: z.string().nullable().describe('Why the last renewal could not be placed or paid, while it is being retried or after it paused the subscription.'),
    unpaidOrderId: z
      .string()
      .nullable()
      .describe(
        "The renewal's order that was placed and waits for its payment in the order history: its card was declined or its UPI AutoPay debit failed (with a problem), or its debit is still with the bank (debitPending).",
      ),
    planId: z.string().nullable().describe("The practitioner's plan it was made from (POST /api/care/plans/{id}/subscribe); null from a product page."),
    savedPaymentMethod: z
      .boolean()
      .describe(
        'Paid by card with a card saved by an earlier payment, or through Razorpay with a UPI AutoPay mandate its first payment registered: each renewal is charged or debited without the customer there. False until that payment is made (its renewals wait for a payment in the profile until then), or once the mandate was cancelled in the UPI app.',
      ),
    debitPending: z
      .boolean()
      .describe("The renewal's UPI AutoPay debit was asked and the bank has not settled it yet (it takes a day or so); its order is unpaidOrderId."),
    reminderDue: z
      .boolean()
      .describe(
        `The next renewal is at most ${REMINDER_DAYS_BEFORE} days away and the customer has not answered its reminder with "Keep it" (POST /api/subscriptions/{id}/keep) yet.`,
      ),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionListResponse = z.object({ subscriptions: z.array(Subscription) }).meta({ id: 'SubscriptionListResponse' });
export type SubscriptionListResponse = z.infer<typeof SubscriptionListResponse>;
export const SubscriptionResponse = z.object({ subscription: Subscription }).meta({ id: 'SubscriptionResponse' });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const SubscriptionItems = z
  .array(z.object({ productId: ProductId, quantity: Quantity }))
  .min(1)
  .max(MAX_LINES_PER_ORDER)
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'list each product once, with its total quantity');

export const CreateSubscriptionRequest = z
  .object({
    items: SubscriptionItems,
    cadenceDays: Cadence,
    addressId: z.string().trim().min(1).max(64),
    paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
  })
  .meta({ id: 'CreateSubscriptionRequest' });
export type CreateSubscriptionRequest = z.output<typeof CreateSubscriptionRequest>;

/** Subscribing to a practitioner's plan: its items and their quantities are the plan's, read on the server. */
export const SubscribeToPlanRequest = CreateSubscriptionRequest.omit({ items: true }).meta({ id: 'SubscribeToPlanRequest' });
export type SubscribeToPlanRequest = z.output<typeof SubscribeToPlanRequest>;

/** Changes to a subscription: any of them, the others kept. */
export const UpdateSubscriptionRequest = z
  .object({
    cadenceDays: Cadence.optional(),
    items: SubscriptionItems.optional().describe('The new quantities (a product left out is removed; at least one stays).'),
    addressId: z.string().trim().min(1).max(64).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    nextDeliveryOn: z.iso
      .date()
      .optional()
      .describe(`Move the next renewal to this day (UTC), from tomorrow up to ${MAX_DELIVERY_DATE_DAYS_AHEAD} days ahead.`),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'change at least one thing')
  .meta({ id: 'UpdateSubscriptionRequest' });
export type UpdateSubscriptionRequest = z.output<typeof UpdateSubscriptionRequest>;

export const SubscriptionIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const SkipByLinkRequest = z.object({ token: z.string().trim().min(16).max(128) }).meta({ id: 'SkipByLinkRequest' });
export const SkipByLinkResponse = z
  .object({ nextRenewalAt: z.iso.datetime().nullable(), skippedRenewalAt: z.iso.datetime() })
  .meta({ id: 'SkipByLinkResponse' });
export type SkipByLinkResponse = z.infer<typeof SkipByLinkResponse>;

/** "Keep it" names the renewal the reminder was about: a renewal placed, skipped or moved since is not answered. */
export const KeepRenewalRequest = z
  .object({ renewalAt: z.iso.datetime().describe('The nextRenewalAt the reminder showed.') })
  .meta({ id: 'KeepRenewalRequest' });
export type KeepRenewalRequest = z.output<typeof KeepRenewalRequest>;

/** The in-app side of the reminder mail, handed out once per renewal (GET /api/subscriptions/reminders). */
export const SubscriptionReminder = z
  .object({
    subscriptionId: z.string(),
    renewalAt: z.iso.datetime().describe('When the renewal is ordered.'),
    items: z.array(z.object({ name: z.string(), quantity: z.number().int().min(1) })),
    goodsTotal: MoneyAmount.describe('What its products come to after the discount, at most (delivery as at checkout).'),
    currency: Currency,
  })
  .meta({ id: 'SubscriptionReminder' });
export type SubscriptionReminder = z.infer<typeof SubscriptionReminder>;
export const SubscriptionRemindersResponse = z
  .object({ reminders: z.array(SubscriptionReminder).describe('Due now and not handed out before: each renewal’s reminder is answered once.') })
  .meta({ id: 'SubscriptionRemindersResponse' });
export type SubscriptionRemindersResponse = z.infer<typeof SubscriptionRemindersResponse>;

export const SUBSCRIPTION_ERROR_CODES = [
  'SUBSCRIPTION_NOT_FOUND',
  'SUBSCRIPTION_STATUS_CONFLICT',
  'SUBSCRIPTION_DATE_INVALID',
  'SKIP_LINK_INVALID',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PLAN_ALREADY_SUBSCRIBED',
  'REMINDER_OUTDATED',
] as const;
export type SubscriptionErrorCode = (typeof SUBSCRIPTION_ERROR_CODES)[number];

const notFound = errorResponse('No subscription of this account has this id (SUBSCRIPTION_NOT_FOUND)');
const withStatus = (summary: string, conflict: string) => ({
  method: 'post' as const,
  summary,
  tag: 'subscriptions',
  request: { params: SubscriptionIdParams },
  responses: {
    200: { description: 'The subscription after the change', body: SubscriptionResponse },
    401: errorResponse('Not signed in (UNAUTHENTICATED)'),
    404: notFound,
    409: errorResponse(`${conflict} (SUBSCRIPTION_STATUS_CONFLICT)`),
  },
});

export const subscriptionEndpoints = {
  getSubscriptions: {
    method: 'get',
    path: '/api/subscriptions',
    summary: "The account's subscriptions, active first, with the next renewal's date and prices",
    tag: 'subscriptions',
    responses: { 200: { description: 'The subscriptions', body: SubscriptionListResponse }, 401: errorResponse('Not signed in (UNAUTHENTICATED)') },
  },
  postSubscriptions: {
    method: 'post',
    path: '/api/subscriptions',
    summary: 'Subscribes to products delivered every 30, 60 or 90 days at the stated discount; the first order is placed at once',
    tag: 'subscriptions',
    request: { body: CreateSubscriptionRequest },
    responses: {
      201: { description: 'The subscription, its first order placed (lastOrderId)', body: SubscriptionResponse },
      400: errorResponse('Invalid items or cadence (VALIDATION_FAILED), or a way of paying this store does not take (PAYMENT_METHOD_UNAVAILABLE)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse('A product is not on sale (PRODUCT_NOT_FOUND) or the address is not the account’s (ADDRESS_NOT_FOUND)'),
      409: errorResponse('Fewer units are left than asked for (OUT_OF_STOCK); nothing was subscribed or ordered'),
      502: errorResponse('The payment provider did not answer (PAYMENT_PROVIDER_UNAVAILABLE); nothing was subscribed or ordered'),
    },
  },
  patchSubscriptionsById: {
    method: 'patch',
    path: '/api/subscriptions/{id}',
    summary: 'Changes the cadence, quantities, address, way of paying or the next delivery date',
    tag: 'subscriptions',
    request: { params: SubscriptionIdParams, body: UpdateSubscriptionRequest },
    responses: {
      200: { description: 'The subscription after the change', body: SubscriptionResponse },
      400: errorResponse(
        'Nothing to change or invalid values (VALIDATION_FAILED), a date not between tomorrow and 180 days ahead (SUBSCRIPTION_DATE_INVALID), or a way of paying this store does not take (PAYMENT_METHOD_UNAVAILABLE)',
      ),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse(
        'No subscription of this account has this id (SUBSCRIPTION_NOT_FOUND), a product not on sale (PRODUCT_NOT_FOUND) or an unknown address (ADDRESS_NOT_FOUND)',
      ),
      409: errorResponse('The subscription is cancelled (SUBSCRIPTION_STATUS_CONFLICT)'),
    },
  },
  postSubscriptionsByIdSkip: {
    ...withStatus('Skips the next delivery: the renewal after it is the next one', 'Only an active subscription has a next delivery'),
    path: '/api/subscriptions/{id}/skip',
  },
  postSubscriptionsByIdPause: {
    ...withStatus('Pauses it: nothing is ordered until it is resumed', 'Only an active subscription can be paused'),
    path: '/api/subscriptions/{id}/pause',
  },
  postSubscriptionsByIdResume: {
    ...withStatus(
      'Resumes a paused subscription: the next renewal one cadence from now (or tomorrow if it is overdue)',
      'Only a paused subscription can be resumed',
    ),
    path: '/api/subscriptions/{id}/resume',
  },
  postSubscriptionsByIdCancel: {
    ...withStatus('Cancels it for good; orders already placed stay', 'It is cancelled already'),
    path: '/api/subscriptions/{id}/cancel',
  },
  getSubscriptionsReminders: {
    method: 'get',
    path: '/api/subscriptions/reminders',
    summary: `The in-app reminders due now, ${REMINDER_DAYS_BEFORE} days before a renewal: each renewal's reminder is handed out once (to one tab or device)`,
    tag: 'subscriptions',
    responses: {
      200: { description: 'The reminders not handed out before', body: SubscriptionRemindersResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
    },
  },
  postSubscriptionsByIdKeep: {
    method: 'post',
    path: '/api/subscriptions/{id}/keep',
    summary: 'Answers the reminder of the next renewal with "Keep it": the renewal stays, and its reminder is not shown again',
    tag: 'subscriptions',
    request: { params: SubscriptionIdParams, body: KeepRenewalRequest },
    responses: {
      200: { description: 'The subscription, its reminder answered (reminderDue false)', body: SubscriptionResponse },
      400: errorResponse('No renewal date, or not a date (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: notFound,
      409: errorResponse('Not active (SUBSCRIPTION_STATUS_CONFLICT), or that renewal was placed, skipped or moved since the reminder (REMINDER_OUTDATED)'),
    },
  },
  postSubscriptionsSkipByLink: {
    method: 'post',
    path: '/api/subscriptions/skip-by-link',
    summary: "The reminder mail's one-tap skip: the token names one subscription's next renewal, and works once, signed in or not",
    tag: 'subscriptions',
    request: { body: SkipByLinkRequest },
    responses: {
      200: { description: 'Skipped: the renewal it named will not be placed', body: SkipByLinkResponse },
      400: errorResponse('A token that names no renewal waiting, or one already placed or skipped (SKIP_LINK_INVALID)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
