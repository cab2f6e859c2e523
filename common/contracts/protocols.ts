// Protocols and plans (issue 15): a practitioner's reusable templates (draft → published, immutable once published),
// plans sent to one consenting client that the client orders in one click at the server's prices, and the client's
// own list of medicines that lets the practitioner see possible interactions before sending.
import { z } from 'zod';
import { CHECK_IN_QUESTION, PLAN_CHECK_IN_DAYS, PLAN_NUDGE_KINDS, PLAN_ORDER_REMINDER_DAYS, PLAN_STATUSES } from '../care-plans';
import { GUARDIAN_IDS } from '../guardians';
import { PLAN_REFILL_STATUSES, PLAN_SUPPLY_DAYS } from '../plan-refills';
import type { ApiEndpoint } from './api-endpoint';
import { Cart } from './cart';
import { Practitioner } from './care';
import { Currency, MoneyAmount, ProductId, Quantity } from './catalog';
import { errorResponse } from './errors';
import { Subscription, SubscribeToPlanRequest } from './subscriptions';

export const PROTOCOL_NAME_MAX = 120;
export const PROTOCOL_ITEMS_MAX = 30;
export const ITEM_TEXT_MAX = 120;
export const ITEM_NOTES_MAX = 500;
export const PLAN_MESSAGE_MAX = 1000;
export const CHECK_IN_NOTE_MAX = 1000;
export const MEDICINE_NAME_MAX = 120;
export const MEDICINES_MAX = 30;
export const DURATION_DAYS_MAX = 365;

export const ProtocolIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const PlanIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const PlanClientParams = z.object({ clientId: z.string().trim().min(1).max(64) });
export const MedicineIdParams = z.object({ id: z.string().trim().min(1).max(64) });

const ItemText = (what: string) => z.string().trim().max(ITEM_TEXT_MAX).default('').describe(`${what}, up to ${ITEM_TEXT_MAX} characters.`);
const DurationDays = z.number().int().min(1).max(DURATION_DAYS_MAX).describe(`1 to ${DURATION_DAYS_MAX} days.`);

/** One product of a protocol or plan and how to take it, as the practitioner wrote it. */
export const CareItemInput = z
  .object({
    productId: ProductId.describe('A product of the catalog (GET /api/products).'),
    quantity: Quantity.default(1),
    dose: ItemText('How much, e.g. "1 capsule"'),
    frequency: ItemText('How often, e.g. "twice a day"'),
    timing: ItemText('When, e.g. "with breakfast"'),
    durationDays: DurationDays.nullable().default(null),
    notes: z.string().trim().max(ITEM_NOTES_MAX).default('').describe(`Up to ${ITEM_NOTES_MAX} characters.`),
  })
  .meta({ id: 'CareItemInput' });
export type CareItemInput = z.output<typeof CareItemInput>;

const CareItemList = z
  .array(CareItemInput)
  .max(PROTOCOL_ITEMS_MAX)
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'each product once');

/** An item as the API answers it: the product's current name and server price beside what the practitioner wrote. */
export const CareItem = CareItemInput.extend({
  productName: z.string(),
  productSlug: z.string(),
  image: z.string(),
  unitPrice: MoneyAmount.describe("The product's current price on the server."),
  available: z.boolean().describe('On sale and in stock now.'),
}).meta({ id: 'CareItem' });
export type CareItem = z.infer<typeof CareItem>;

export const PROTOCOL_STATUSES = ['draft', 'published'] as const;
export type ProtocolStatus = (typeof PROTOCOL_STATUSES)[number];

export const SaveProtocolRequest = z
  .object({
    name: z.string().trim().min(1, 'give the protocol a name').max(PROTOCOL_NAME_MAX),
    guardian: z.enum(GUARDIAN_IDS).describe('The focus guardian.'),
    durationDays: DurationDays,
    items: CareItemList,
  })
  .meta({ id: 'SaveProtocolRequest' });
export type SaveProtocolRequest = z.output<typeof SaveProtocolRequest>;

export const Protocol = z
  .object({
    id: z.string(),
    name: z.string(),
    guardian: z.enum(GUARDIAN_IDS),
    durationDays: z.number().int(),
    status: z.enum(PROTOCOL_STATUSES),
    items: z.array(CareItem),
    currency: Currency,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    publishedAt: z.iso.datetime().nullable(),
    duplicatedFrom: z.string().nullable().describe('The protocol this draft was duplicated from.'),
  })
  .meta({ id: 'Protocol' });
export type Protocol = z.infer<typeof Protocol>;

export const ProtocolResponse = z.object({ protocol: Protocol }).meta({ id: 'ProtocolResponse' });
export type ProtocolResponse = z.infer<typeof ProtocolResponse>;
export const ProtocolListResponse = z
  .object({ protocols: z.array(Protocol).describe('The signed-in practitioner’s own, newest change first.') })
  .meta({ id: 'ProtocolListResponse' });
export type ProtocolListResponse = z.infer<typeof ProtocolListResponse>;

/** Either a published protocol of the sender's, or ad-hoc items; the message goes to the client with it. */
export const SendPlanRequest = z
  .object({
    protocolId: z.string().trim().min(1).max(64).optional().describe('A published protocol of yours; its items are copied into the plan.'),
    title: z.string().trim().max(PROTOCOL_NAME_MAX).optional().describe('Defaults to the protocol’s name, or "Your plan".'),
    items: CareItemList.optional().describe('Ad-hoc items, when no protocolId is given.'),
    message: z.string().trim().max(PLAN_MESSAGE_MAX).default('').describe(`Up to ${PLAN_MESSAGE_MAX} characters, shown to the client.`),
  })
  .refine((body) => (body.protocolId === undefined) !== (body.items === undefined), {
    message: 'send either a protocolId or items, not both',
    path: ['items'],
  })
  .refine((body) => body.items === undefined || body.items.length > 0, { message: 'add at least one product', path: ['items'] })
  .meta({ id: 'SendPlanRequest' });
export type SendPlanRequest = z.output<typeof SendPlanRequest>;

/** A product of the plan that may not suit what the client told us. Never a diagnosis: a prompt to check with them. */
export const InteractionWarning = z
  .object({
    productId: z.string(),
    productName: z.string(),
    medicine: z.string().describe('The medicine or condition as the client recorded or mentioned it.'),
    source: z.enum(['medicines']).describe('Their "My medicines" list in /profile (their guardian chats are not read: no care scope covers them).'),
    text: z.string().describe('Why it may matter, in plain words.'),
  })
  .meta({ id: 'InteractionWarning' });
export type InteractionWarning = z.infer<typeof InteractionWarning>;

export const PlanPreviewResponse = z
  .object({
    items: z.array(CareItem),
    total: MoneyAmount.describe('Sum of the items at current server prices.'),
    currency: Currency,
    warnings: z.array(InteractionWarning),
  })
  .meta({ id: 'PlanPreviewResponse' });
export type PlanPreviewResponse = z.infer<typeof PlanPreviewResponse>;

export const PlanCheckIn = z.object({ score: z.number().int().min(1).max(5), note: z.string(), answeredAt: z.iso.datetime() }).meta({ id: 'PlanCheckIn' });

export const CarePlan = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    practitioner: Practitioner,
    clientId: z.string(),
    protocolId: z.string().nullable(),
    items: z.array(CareItem),
    total: MoneyAmount.describe('Sum of the items at current server prices.'),
    currency: Currency,
    status: z.enum(PLAN_STATUSES).describe('sent → viewed (the client opened it) → ordered (an order was placed from it).'),
    sentAt: z.iso.datetime(),
    viewedAt: z.iso.datetime().nullable(),
    orderedAt: z.iso.datetime().nullable(),
    orderId: z.string().nullable(),
    checkInOpen: z.boolean().describe(`Day ${PLAN_CHECK_IN_DAYS} has come and the client has not answered "${CHECK_IN_QUESTION}"`),
    checkIn: PlanCheckIn.nullable(),
    warnings: z
      .array(InteractionWarning)
      .describe('The interaction warnings the practitioner saw, worked out again from the client’s medicines list as it is now.'),
  })
  .meta({ id: 'CarePlan' });
export type CarePlan = z.infer<typeof CarePlan>;

export const CarePlanResponse = z.object({ plan: CarePlan }).meta({ id: 'CarePlanResponse' });
export type CarePlanResponse = z.infer<typeof CarePlanResponse>;
export const CarePlanListResponse = z.object({ plans: z.array(CarePlan).describe('Newest first.') }).meta({ id: 'CarePlanListResponse' });
export type CarePlanListResponse = z.infer<typeof CarePlanListResponse>;
export const SendPlanResponse = z.object({ plan: CarePlan, warnings: z.array(InteractionWarning) }).meta({ id: 'SendPlanResponse' });
export type SendPlanResponse = z.infer<typeof SendPlanResponse>;

export const OrderPlanResponse = z
  .object({ plan: CarePlan, cart: Cart.describe('The cart with the plan’s items at the server’s prices; checkout comes next.') })
  .meta({ id: 'OrderPlanResponse' });
export type OrderPlanResponse = z.infer<typeof OrderPlanResponse>;

export const SubscribePlanResponse = z
  .object({ plan: CarePlan, subscription: Subscription.describe('The subscription with its first order placed (lastOrderId).') })
  .meta({ id: 'SubscribePlanResponse' });
export type SubscribePlanResponse = z.infer<typeof SubscribePlanResponse>;

/** Where one client's refills of the newest plan you sent them stand (common/plan-refills.ts states the rule). */
export const PlanRefill = z
  .object({
    clientId: z.string(),
    planId: z.string(),
    planTitle: z.string(),
    planSentAt: z.iso.datetime(),
    status: z
      .enum(PLAN_REFILL_STATUSES)
      .describe(
        `subscribed (an active subscription holds one of its products), supplied (ordered, the supply lasting), paused or cancelled (the plan's subscription stopped, its supply still lasting), lapsed (the last order's supply — its subscription's cadence, else ${PLAN_SUPPLY_DAYS} days — ran out with no later order or active subscription), not_ordered.`,
      ),
    nextDeliveryAt: z.iso.datetime().nullable().describe('Subscribed: when the next delivery is ordered.'),
    cadenceDays: z.number().int().min(1).nullable().describe('Days between deliveries of the subscription that refills it, or of the one made from the plan.'),
    lastOrderAt: z.iso.datetime().nullable().describe('The newest order since the plan was sent holding one of its products.'),
    suppliedUntil: z.iso.datetime().nullable().describe('When that order’s supply runs out (lapsed: ran out).'),
  })
  .meta({ id: 'PlanRefill' });
export type PlanRefill = z.infer<typeof PlanRefill>;
export const PlanRefillListResponse = z
  .object({
    refills: z
      .array(PlanRefill)
      .describe('One per consenting client who shares their orders with you and has a plan from you: the newest plan, which stands for the earlier ones.'),
  })
  .meta({ id: 'PlanRefillListResponse' });
export type PlanRefillListResponse = z.infer<typeof PlanRefillListResponse>;

export const CheckInRequest = z
  .object({
    score: z.number().int().min(1).max(5).describe('1 (not well) to 5 (very well).'),
    note: z.string().trim().max(CHECK_IN_NOTE_MAX).default('').describe('Shown to the practitioner.'),
  })
  .meta({ id: 'CheckInRequest' });
export type CheckInRequest = z.output<typeof CheckInRequest>;

export const PlanNudge = z
  .object({ planId: z.string(), kind: z.enum(PLAN_NUDGE_KINDS), title: z.string(), body: z.string(), route: z.string() })
  .meta({ id: 'PlanNudge' });
export type PlanNudge = z.infer<typeof PlanNudge>;
export const PlanNudgesResponse = z
  .object({ nudges: z.array(PlanNudge).describe('Due now; each is answered once in a plan’s life, then never again.') })
  .meta({ id: 'PlanNudgesResponse' });
export type PlanNudgesResponse = z.infer<typeof PlanNudgesResponse>;

export const AddMedicineRequest = z
  .object({ name: z.string().trim().min(1, 'name the medicine').max(MEDICINE_NAME_MAX).describe('As you would say it, e.g. "warfarin".') })
  .meta({ id: 'AddMedicineRequest' });
export type AddMedicineRequest = z.output<typeof AddMedicineRequest>;
export const Medicine = z.object({ id: z.string(), name: z.string(), addedAt: z.iso.datetime() }).meta({ id: 'Medicine' });
export type Medicine = z.infer<typeof Medicine>;
export const MedicineListResponse = z.object({ medicines: z.array(Medicine) }).meta({ id: 'MedicineListResponse' });
export type MedicineListResponse = z.infer<typeof MedicineListResponse>;

export const PROTOCOL_ERROR_CODES = [
  'PROTOCOL_NOT_FOUND',
  'PROTOCOL_PUBLISHED',
  'PROTOCOL_NOT_PUBLISHED',
  'PROTOCOL_EMPTY',
  'PLAN_NOT_FOUND',
  'PLAN_ITEM_UNAVAILABLE',
  'CHECK_IN_NOT_OPEN',
  'CHECK_IN_ANSWERED',
  'MEDICINE_NOT_FOUND',
  'MEDICINE_LIMIT_REACHED',
  'PRODUCT_NOT_FOUND',
  'CONSENT_REQUIRED',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

const signedOut = errorResponse('Not signed in (UNAUTHENTICATED)');
const notPractitioner = errorResponse('The account holds no practitioner role (FORBIDDEN)');
const protocolGone = errorResponse('No protocol of yours has this id (PROTOCOL_NOT_FOUND)');
const planGone = errorResponse('No plan sent to you has this id (PLAN_NOT_FOUND)');
const badProtocol = errorResponse('Invalid fields (VALIDATION_FAILED), or a product not in the catalog (PRODUCT_NOT_FOUND)');
const noConsent = errorResponse('Not a practitioner (FORBIDDEN), or no active consent from this client (CONSENT_REQUIRED)');

export const protocolEndpoints = {
  getPartnerProtocols: {
    method: 'get',
    path: '/api/partner/protocols',
    summary: 'The signed-in practitioner’s protocols (treatment-plan templates), drafts and published',
    tag: 'protocols',
    responses: { 200: { description: 'The protocols', body: ProtocolListResponse }, 401: signedOut, 403: notPractitioner },
  },
  postPartnerProtocols: {
    method: 'post',
    path: '/api/partner/protocols',
    summary: 'Creates a draft protocol',
    tag: 'protocols',
    request: { body: SaveProtocolRequest },
    responses: { 201: { description: 'The draft', body: ProtocolResponse }, 400: badProtocol, 401: signedOut, 403: notPractitioner },
  },
  getPartnerProtocolsById: {
    method: 'get',
    path: '/api/partner/protocols/{id}',
    summary: 'One protocol of yours, with current server prices',
    tag: 'protocols',
    request: { params: ProtocolIdParams },
    responses: { 200: { description: 'The protocol', body: ProtocolResponse }, 401: signedOut, 403: notPractitioner, 404: protocolGone },
  },
  putPartnerProtocolsById: {
    method: 'put',
    path: '/api/partner/protocols/{id}',
    summary: 'Replaces a draft’s fields and items; a published protocol is immutable (duplicate it instead)',
    tag: 'protocols',
    request: { params: ProtocolIdParams, body: SaveProtocolRequest },
    responses: {
      200: { description: 'The draft', body: ProtocolResponse },
      400: badProtocol,
      401: signedOut,
      403: notPractitioner,
      404: protocolGone,
      409: errorResponse('The protocol is published (PROTOCOL_PUBLISHED)'),
    },
  },
  postPartnerProtocolsByIdPublish: {
    method: 'post',
    path: '/api/partner/protocols/{id}/publish',
    summary: 'Publishes a draft with at least one item; from then on it cannot change. Publishing again changes nothing',
    tag: 'protocols',
    request: { params: ProtocolIdParams },
    responses: {
      200: { description: 'The published protocol', body: ProtocolResponse },
      401: signedOut,
      403: notPractitioner,
      404: protocolGone,
      409: errorResponse('A protocol without items cannot be published (PROTOCOL_EMPTY)'),
    },
  },
  postPartnerProtocolsByIdDuplicate: {
    method: 'post',
    path: '/api/partner/protocols/{id}/duplicate',
    summary: 'Copies a protocol of yours (draft or published) into a new draft',
    tag: 'protocols',
    request: { params: ProtocolIdParams },
    responses: { 201: { description: 'The new draft', body: ProtocolResponse }, 401: signedOut, 403: notPractitioner, 404: protocolGone },
  },
  postPartnerClientsByClientIdPlansPreview: {
    method: 'post',
    path: '/api/partner/clients/{clientId}/plans/preview',
    summary: 'What a plan would hold at current prices, and products that may not suit the medicines or conditions the client told us of',
    tag: 'protocols',
    request: { params: PlanClientParams, body: SendPlanRequest },
    responses: {
      200: { description: 'The preview', body: PlanPreviewResponse },
      400: badProtocol,
      401: signedOut,
      403: noConsent,
      404: protocolGone,
      409: errorResponse('The protocol is a draft (PROTOCOL_NOT_PUBLISHED)'),
    },
  },
  postPartnerClientsByClientIdPlans: {
    method: 'post',
    path: '/api/partner/clients/{clientId}/plans',
    summary: 'Sends a published protocol or ad-hoc items to a consenting client with a message',
    tag: 'protocols',
    request: { params: PlanClientParams, body: SendPlanRequest },
    responses: {
      201: { description: 'The plan and any interaction warnings', body: SendPlanResponse },
      400: badProtocol,
      401: signedOut,
      403: noConsent,
      404: protocolGone,
      409: errorResponse('The protocol is a draft (PROTOCOL_NOT_PUBLISHED)'),
    },
  },
  getPartnerClientsByClientIdPlans: {
    method: 'get',
    path: '/api/partner/clients/{clientId}/plans',
    summary: 'The plans you sent this consenting client: sent, viewed or ordered, and their check-in answers',
    tag: 'protocols',
    request: { params: PlanClientParams },
    responses: { 200: { description: 'The plans', body: CarePlanListResponse }, 401: signedOut, 403: noConsent },
  },
  getCarePlans: {
    method: 'get',
    path: '/api/care/plans',
    summary: 'Plans practitioners sent to the signed-in customer, with current server prices',
    tag: 'protocols',
    responses: { 200: { description: 'The plans', body: CarePlanListResponse }, 401: signedOut },
  },
  getCarePlansNudges: {
    method: 'get',
    path: '/api/care/plans/nudges',
    summary: `Reminders due now (day ${PLAN_ORDER_REMINDER_DAYS}: order reminder; day ${PLAN_CHECK_IN_DAYS}: "${CHECK_IN_QUESTION}"), each delivered once`,
    tag: 'protocols',
    responses: { 200: { description: 'The nudges', body: PlanNudgesResponse }, 401: signedOut },
  },
  getCarePlansById: {
    method: 'get',
    path: '/api/care/plans/{id}',
    summary: 'Opens one plan; the first opening marks it viewed for the practitioner',
    tag: 'protocols',
    request: { params: PlanIdParams },
    responses: { 200: { description: 'The plan', body: CarePlanResponse }, 401: signedOut, 404: planGone },
  },
  postCarePlansByIdOrder: {
    method: 'post',
    path: '/api/care/plans/{id}/order',
    summary: 'Puts every item of the plan in the cart at the server’s current prices (raising a smaller quantity already there); checkout comes next',
    tag: 'protocols',
    request: { params: PlanIdParams },
    responses: {
      200: { description: 'The plan and the cart', body: OrderPlanResponse },
      401: signedOut,
      404: planGone,
      409: errorResponse('An item is no longer on sale or not enough is in stock (PLAN_ITEM_UNAVAILABLE), or the cart is full'),
    },
  },
  postCarePlansByIdSubscribe: {
    method: 'post',
    path: '/api/care/plans/{id}/subscribe',
    summary:
      'Subscribes to the plan: its items delivered every 30, 60 or 90 days at the subscription discount and the server’s prices; the first order is placed at once',
    tag: 'protocols',
    request: { params: PlanIdParams, body: SubscribeToPlanRequest },
    responses: {
      201: { description: 'The plan, marked ordered, and its subscription', body: SubscribePlanResponse },
      400: errorResponse('Invalid cadence or address (VALIDATION_FAILED), or a way of paying this store does not take (PAYMENT_METHOD_UNAVAILABLE)'),
      401: signedOut,
      404: errorResponse('No plan sent to you has this id (PLAN_NOT_FOUND), or the address is not yours (ADDRESS_NOT_FOUND)'),
      409: errorResponse(
        'An item is not on sale or not in stock (PLAN_ITEM_UNAVAILABLE, OUT_OF_STOCK), or an active or paused subscription to this plan exists (PLAN_ALREADY_SUBSCRIBED); nothing was subscribed or ordered',
      ),
      502: errorResponse('The payment provider did not answer (PAYMENT_PROVIDER_UNAVAILABLE); nothing was subscribed or ordered'),
    },
  },
  getPartnerPlanRefills: {
    method: 'get',
    path: '/api/partner/plan-refills',
    summary:
      'For each consenting client who shares their orders: whether the newest plan you sent them is refilled (subscribed, supplied, paused, cancelled) or lapsed. Written in each client’s access log',
    tag: 'protocols',
    responses: { 200: { description: 'The refills', body: PlanRefillListResponse }, 401: signedOut, 403: notPractitioner },
  },
  postCarePlansByIdCheckIn: {
    method: 'post',
    path: '/api/care/plans/{id}/check-in',
    summary: `Answers "${CHECK_IN_QUESTION}" once, from day ${PLAN_CHECK_IN_DAYS}: a score of 1 to 5 and a note the practitioner sees`,
    tag: 'protocols',
    request: { params: PlanIdParams, body: CheckInRequest },
    responses: {
      200: { description: 'The plan with the answer', body: CarePlanResponse },
      400: errorResponse('Score not 1 to 5 or note too long (VALIDATION_FAILED)'),
      401: signedOut,
      404: planGone,
      409: errorResponse('Not day 7 yet (CHECK_IN_NOT_OPEN), or already answered (CHECK_IN_ANSWERED)'),
    },
  },
  getCareMedicines: {
    method: 'get',
    path: '/api/care/medicines',
    summary: 'The medicines the signed-in customer recorded, which practitioners they share with are warned about',
    tag: 'protocols',
    responses: { 200: { description: 'The medicines', body: MedicineListResponse }, 401: signedOut },
  },
  postCareMedicines: {
    method: 'post',
    path: '/api/care/medicines',
    summary: `Records a medicine (at most ${MEDICINES_MAX})`,
    tag: 'protocols',
    request: { body: AddMedicineRequest },
    responses: {
      201: { description: 'The medicines', body: MedicineListResponse },
      400: errorResponse('Name empty or too long (VALIDATION_FAILED)'),
      401: signedOut,
      409: errorResponse(`${MEDICINES_MAX} medicines are recorded already (MEDICINE_LIMIT_REACHED)`),
    },
  },
  deleteCareMedicinesById: {
    method: 'delete',
    path: '/api/care/medicines/{id}',
    summary: 'Removes a recorded medicine',
    tag: 'protocols',
    request: { params: MedicineIdParams },
    responses: {
      200: { description: 'The medicines', body: MedicineListResponse },
      401: signedOut,
      404: errorResponse('No medicine of yours has this id (MEDICINE_NOT_FOUND)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
