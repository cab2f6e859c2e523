// What the labs use cases share: their errors, the stored order's tests and status read back, and the consent check.
import type { Kysely } from 'kysely';
import { LAB_TEST_IDS } from '@common/contracts/labs';
import type { LabErrorCode, LabTestId } from '@common/contracts/labs';
import { ORDER_STATUSES } from '@common/contracts/orders';
import type { OrderStatus } from '@common/contracts/orders';
import { isLabOrderStatus } from '@common/lab-results';
import type { LabOrderStatus } from '@common/lab-results';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { careError, sharedWith } from '../care/care.exports';
import type { LabOrderRow } from './labs.repository';

export function labError(status: number, code: LabErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

export function labOrderNotFound(id: string): AppError {
  return labError(404, 'LAB_ORDER_NOT_FOUND', 'There is no such lab order for you. Reload the list to see the current orders.', { labOrderId: id });
}

export function reportTooLarge(): AppError {
  return labError(413, 'REPORT_TOO_LARGE', 'The PDF is larger than 5 MB. Export it at a lower resolution or compress it, then attach it again.');
}

/** The refusal of a step that needs the sample of a test kit whose shop order is not delivered yet. */
export function kitNotDelivered(row: LabOrderRow, orderStatus: OrderStatus): AppError {
  const label = ORDER_STATUS_LABELS[orderStatus].toLowerCase();
  const message =
    orderStatus === 'cancelled' || orderStatus === 'refunded'
      ? `The shop order of this test kit was ${label}, so no sample is coming: cancel this lab order.`
      : `The test kit has not reached the customer yet (its order is ${label}): its sample can be received once the order is delivered.`;
  return labError(409, 'KIT_NOT_DELIVERED', message, { status: row.status, orderStatus });
}

export function testsOf(stored: string): LabTestId[] {
  const named = new Set(stored.split(','));
  return LAB_TEST_IDS.filter((test) => named.has(test));
}

export function knownOrderStatus(value: string | undefined): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

export function statusOf(row: LabOrderRow): LabOrderStatus {
  if (!isLabOrderStatus(row.status)) throw new Error(`Lab order ${row.id} has an unknown status ${row.status}`);
  return row.status;
}

/** A practitioner orders and reads a client's lab tests only while the client shares lab results with them. */
export async function consentWithLabResults(db: Kysely<Database>, practitionerId: string, clientId: string): Promise<{ consentId: string }> {
  const consent = await sharedWith(db, clientId, practitionerId);
  if (!consent?.scopes.includes('lab_results')) {
    throw careError(403, 'CONSENT_REQUIRED', 'This client does not share lab results with you, or has stopped sharing. Invite them to share lab results.', {
      clientId,
    });
  }
  return consent;
}
