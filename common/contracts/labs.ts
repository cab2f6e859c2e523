// Labs (issue 15): lab orders (a practitioner orders tests for a consenting client, or a customer buys a test kit),
// the lab's queue and status moves, results with LOINC codes and both units, the PDF report, and what the customer
// sees. The rules themselves (lifecycle, units, range, bands) live in common/lab-results.ts.
import { z } from 'zod';
import { LAB_ORDER_STATUSES, VITAMIN_D_BAND_IDS, VITAMIN_D_PLAUSIBLE_NG_PER_ML } from '../lab-results';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';
import { ORDER_STATUSES } from './orders';

export const LAB_TEST_IDS = ['vitamin_d_25oh'] as const;
export type LabTestId = (typeof LAB_TEST_IDS)[number];

export const LAB_TESTS: Readonly<Record<LabTestId, { name: string; loinc: string }>> = {
  vitamin_d_25oh: { name: 'Vitamin D, 25-hydroxy (total)', loinc: '62292-8' },
};

/** Catalog products that are test kits: buying one orders these tests for the buyer. */
export const LAB_TEST_KIT_PRODUCTS: Readonly<Record<string, readonly LabTestId[]>> = {
  'vitamin-d-25-oh-d-test-kit': ['vitamin_d_25oh'],
};

/** Largest PDF report a lab may attach. */
export const LAB_REPORT_MAX_BYTES = 5 * 1024 * 1024;

export const LabOrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const LabClientIdParams = z.object({ clientId: z.string().trim().min(1).max(64) });

export const CreateLabOrderRequest = z
  .object({
    tests: z
      .array(z.enum(LAB_TEST_IDS))
      .min(1, 'choose at least one test')
      .max(LAB_TEST_IDS.length)
      .refine((tests) => new Set(tests).size === tests.length, 'each test once')
      .describe(`Tests to order: ${LAB_TEST_IDS.join(', ')}.`),
  })
  .meta({ id: 'CreateLabOrderRequest' });
export type CreateLabOrderRequest = z.output<typeof CreateLabOrderRequest>;

export const LabOrderListQuery = z.object({ status: z.enum(LAB_ORDER_STATUSES).optional().describe('Only orders in this status.') });

export const LabOrderStatusRequest = z
  .object({
    status: z.enum(LAB_ORDER_STATUSES).describe('The next status; resulted is reached by posting results.'),
    note: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'LabOrderStatusRequest' });
export type LabOrderStatusRequest = z.output<typeof LabOrderStatusRequest>;

export const LabObservationInput = z.object({
  code: z.string().max(16).describe('LOINC: 62292-8 (total 25-hydroxyvitamin D); 1989-3 is accepted and stored as 62292-8.'),
  value: z.number().describe(`The measured value; ${VITAMIN_D_PLAUSIBLE_NG_PER_ML.min}–${VITAMIN_D_PLAUSIBLE_NG_PER_ML.max} ng/mL once converted.`),
  unit: z.string().max(16).describe('ng/mL or nmol/L.'),
  observedAt: z.iso.datetime({ offset: true }).describe('When the sample was taken or measured.'),
});
export const LabResultsRequest = z
  .object({ observations: z.array(LabObservationInput).min(1, 'enter at least one result').max(10) })
  .meta({ id: 'LabResultsRequest' });
export type LabResultsRequest = z.output<typeof LabResultsRequest>;

export const LabBand = z
  .object({
    id: z.enum(VITAMIN_D_BAND_IDS),
    label: z.string(),
    bandSet: z.string().describe('The configured band set used when the result was entered.'),
    source: z.string(),
    sourceDate: z.string(),
  })
  .meta({ id: 'LabBand' });
export type LabBand = z.infer<typeof LabBand>;

export const LabObservation = z
  .object({
    id: z.string(),
    code: z.string().describe('Stored LOINC code.'),
    name: z.string(),
    ngPerMl: z.number(),
    nmolPerL: z.number(),
    enteredUnit: z.string(),
    observedAt: z.iso.datetime({ offset: true }),
    band: LabBand,
  })
  .meta({ id: 'LabObservation' });
export type LabObservation = z.infer<typeof LabObservation>;

export const LabOrder = z
  .object({
    id: z.string(),
    tests: z.array(z.object({ id: z.enum(LAB_TEST_IDS), name: z.string() })),
    status: z.enum(LAB_ORDER_STATUSES),
    source: z.enum(['practitioner', 'kit']),
    lab: z.object({ id: z.string(), name: z.string() }).nullable(),
    client: z.object({ id: z.string(), name: z.string() }),
    orderedBy: z.object({ userId: z.string(), name: z.string() }).nullable().describe('The practitioner who ordered; null for a kit.'),
    kit: z
      .object({
        orderStatus: z.enum(ORDER_STATUSES).describe('The status of the shop order that bought the kit, now.'),
        sampleExpected: z.boolean().describe('True once that order is delivered: only then may the lab receive the sample, enter results or attach a report.'),
      })
      .nullable()
      .describe("A test kit bought in the shop: where its shop order stands. Null for a practitioner's order."),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    timeline: z.array(z.object({ status: z.enum(LAB_ORDER_STATUSES), note: z.string().nullable(), at: z.iso.datetime() })),
    observations: z.array(LabObservation),
    report: z
      .object({
        sizeBytes: z.number().int(),
        uploadedAt: z.iso.datetime(),
        url: z.string().describe('GET it signed in as the owner, the lab or a consenting practitioner.'),
      })
      .nullable(),
  })
  .meta({ id: 'LabOrder' });
export type LabOrder = z.infer<typeof LabOrder>;

export const LabOrderResponse = z.object({ order: LabOrder }).meta({ id: 'LabOrderResponse' });
export type LabOrderResponse = z.infer<typeof LabOrderResponse>;
export const LabOrderListResponse = z.object({ orders: z.array(LabOrder).describe('Newest first.') }).meta({ id: 'LabOrderListResponse' });
export type LabOrderListResponse = z.infer<typeof LabOrderListResponse>;

export const LabNotification = z
  .object({ id: z.string(), labOrderId: z.string(), status: z.enum(LAB_ORDER_STATUSES), message: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'LabNotification' });
export type LabNotification = z.infer<typeof LabNotification>;
export const LabNotificationListResponse = z
  .object({ notifications: z.array(LabNotification).describe('Newest first, at most 50.') })
  .meta({ id: 'LabNotificationListResponse' });
export type LabNotificationListResponse = z.infer<typeof LabNotificationListResponse>;

export const LAB_ERROR_CODES = [
  'LAB_ORDER_NOT_FOUND',
  'LAB_STATUS_NOT_ALLOWED',
  'LAB_STATUS_CONFLICT',
  'RESULTS_REQUIRED',
  'TEST_NOT_ORDERED',
  'UNKNOWN_OBSERVATION_CODE',
  'UNSUPPORTED_UNIT',
  'VALUE_OUT_OF_RANGE',
  'NO_LAB_AVAILABLE',
  'KIT_NOT_DELIVERED',
  'REPORT_NOT_PDF',
  'REPORT_TOO_LARGE',
  'REPORT_NOT_FOUND',
] as const;
export type LabErrorCode = (typeof LAB_ERROR_CODES)[number];

const signedOut = errorResponse('Not signed in (UNAUTHENTICATED)');
const notLab = errorResponse('The account does not hold the lab role (FORBIDDEN)');
const notFound = errorResponse('No lab order with this id assigned to your lab (LAB_ORDER_NOT_FOUND)');

export const labEndpoints = {
  postPartnerClientsByClientIdLabOrders: {
    method: 'post',
    path: '/api/partner/clients/{clientId}/lab-orders',
    summary: 'A practitioner orders lab tests for a client who shares lab_results with them; the first lab takes it',
    tag: 'labs',
    request: { params: LabClientIdParams, body: CreateLabOrderRequest },
    responses: {
      201: { description: 'The lab order', body: LabOrderResponse },
      400: errorResponse('Tests missing, repeated or unknown (VALIDATION_FAILED)'),
      401: signedOut,
      403: errorResponse('Not a practitioner (FORBIDDEN), or no active consent with the lab_results scope (CONSENT_REQUIRED)'),
      409: errorResponse('No lab has an account yet (NO_LAB_AVAILABLE)'),
    },
  },
  getPartnerClientsByClientIdLabOrders: {
    method: 'get',
    path: '/api/partner/clients/{clientId}/lab-orders',
    summary: "A consenting client's lab orders and results; every read is written to the client's access log",
    tag: 'labs',
    request: { params: LabClientIdParams },
    responses: {
      200: { description: 'The lab orders', body: LabOrderListResponse },
      401: signedOut,
      403: errorResponse('Not a practitioner (FORBIDDEN), or no active consent with the lab_results scope (CONSENT_REQUIRED)'),
    },
  },
  getPartnerLabOrders: {
    method: 'get',
    path: '/api/partner/lab-orders',
    summary: "The signed-in lab's queue: orders assigned to it, newest first, optionally of one status",
    tag: 'labs',
    request: { query: LabOrderListQuery },
    responses: {
      200: { description: 'The orders', body: LabOrderListResponse },
      400: errorResponse('Unknown status (VALIDATION_FAILED)'),
      401: signedOut,
      403: notLab,
    },
  },
  getPartnerLabOrdersById: {
    method: 'get',
    path: '/api/partner/lab-orders/{id}',
    summary: 'One order of the lab',
    tag: 'labs',
    request: { params: LabOrderIdParams },
    responses: { 200: { description: 'The order', body: LabOrderResponse }, 401: signedOut, 403: notLab, 404: notFound },
  },
  postPartnerLabOrdersByIdStatus: {
    method: 'post',
    path: '/api/partner/lab-orders/{id}/status',
    summary: 'Moves an order: ordered → sample_received → processing (→ resulted by posting results), or cancelled; client and practitioner are notified',
    tag: 'labs',
    request: { params: LabOrderIdParams, body: LabOrderStatusRequest },
    responses: {
      200: { description: 'The order', body: LabOrderResponse },
      400: errorResponse('Unknown status (VALIDATION_FAILED)'),
      401: signedOut,
      403: notLab,
      404: notFound,
      409: errorResponse(
        "Not a next step from the current status (LAB_STATUS_NOT_ALLOWED), a test kit's sample received before its shop order is delivered (KIT_NOT_DELIVERED), resulted without results (RESULTS_REQUIRED), or changed meanwhile (LAB_STATUS_CONFLICT)",
      ),
    },
  },
  postPartnerLabOrdersByIdResults: {
    method: 'post',
    path: '/api/partner/lab-orders/{id}/results',
    summary: 'Enters the results of a processing order (ng/mL or nmol/L; both stored, with the interpretation band) and marks it resulted',
    tag: 'labs',
    request: { params: LabOrderIdParams, body: LabResultsRequest },
    responses: {
      200: { description: 'The resulted order', body: LabOrderResponse },
      400: errorResponse(
        'Body invalid (VALIDATION_FAILED), code unknown (UNKNOWN_OBSERVATION_CODE), unit (UNSUPPORTED_UNIT), value outside 0–250 ng/mL (VALUE_OUT_OF_RANGE), or a test not ordered (TEST_NOT_ORDERED)',
      ),
      401: signedOut,
      403: notLab,
      404: notFound,
      409: errorResponse('The order is not processing (LAB_STATUS_NOT_ALLOWED), or it is a test kit whose shop order is not delivered yet (KIT_NOT_DELIVERED)'),
    },
  },
  putPartnerLabOrdersByIdReport: {
    method: 'put',
    path: '/api/partner/lab-orders/{id}/report',
    summary:
      'Attaches the PDF report once the sample is received: send the file itself as the body with Content-Type: application/pdf (at most 5 MB); replaces an earlier one',
    tag: 'labs',
    request: { params: LabOrderIdParams },
    responses: {
      200: { description: 'The order with its report', body: LabOrderResponse },
      400: errorResponse('The body does not start with %PDF- (REPORT_NOT_PDF)'),
      401: signedOut,
      403: notLab,
      404: notFound,
      409: errorResponse(
        'No sample received yet, or the order was cancelled (LAB_STATUS_NOT_ALLOWED); a test kit whose shop order is not delivered yet (KIT_NOT_DELIVERED)',
      ),
      413: errorResponse('Larger than 5 MB (REPORT_TOO_LARGE)'),
      415: errorResponse('Content-Type is not application/pdf (UNSUPPORTED_MEDIA_TYPE)'),
    },
  },
  getCareLabOrders: {
    method: 'get',
    path: '/api/care/lab-orders',
    summary: "The signed-in customer's lab orders with status, results, bands and the report link",
    tag: 'labs',
    responses: { 200: { description: 'The orders', body: LabOrderListResponse }, 401: signedOut },
  },
  getCareLabOrdersByIdReport: {
    method: 'get',
    path: '/api/care/lab-orders/{id}/report',
    summary: "Downloads a lab order's PDF: its customer, its lab, or a practitioner the customer shares lab_results with (logged)",
    tag: 'labs',
    request: { params: LabOrderIdParams },
    responses: {
      200: { description: 'The PDF', contentType: 'application/pdf' },
      401: signedOut,
      404: errorResponse('No such order you may read, or it has no report (LAB_ORDER_NOT_FOUND, REPORT_NOT_FOUND)'),
    },
  },
  getCareLabNotifications: {
    method: 'get',
    path: '/api/care/lab-notifications',
    summary: 'Lab order updates for the signed-in account (the customer, or the practitioner who ordered)',
    tag: 'labs',
    responses: { 200: { description: 'The notifications', body: LabNotificationListResponse }, 401: signedOut },
  },
} satisfies Record<string, ApiEndpoint>;
