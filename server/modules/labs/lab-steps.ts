// Every step of a lab order is an event on its timeline and a notice to the customer and the ordering practitioner.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LAB_TESTS } from '@common/contracts/labs';
import { LAB_ORDER_STATUS_LABELS } from '@common/lab-results';
import type { LabOrderStatus } from '@common/lab-results';
import type { Database } from '../../db/schema';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { testsOf } from './lab-rules';
import { insertLabOrderEvent, insertNotifications } from './labs.repository';
import type { LabOrderRow } from './labs.repository';

export interface LabStep {
  status: LabOrderStatus;
  note: string | null;
  actor: string | null;
  at: string;
}

/** Written inside the step's transaction. */
export async function recordLabStep(trx: Kysely<Database>, row: LabOrderRow, step: LabStep): Promise<void> {
  await insertLabOrderEvent(trx, {
    id: randomUUID(),
    lab_order_id: row.id,
    status: step.status,
    note: step.note,
    actor_user_id: step.actor,
    created_at: step.at,
  });
  await notify(trx, row, step.status, step.at);
}

async function notify(db: Kysely<Database>, row: LabOrderRow, status: LabOrderStatus, at: string): Promise<void> {
  const tests = testsOf(row.tests)
    .map((test) => LAB_TESTS[test].name)
    .join(', ');
  const users = await accountNamesByIds(db, [row.customer_id]);
  const clientName = users.get(row.customer_id)?.displayName || 'your client';
  const label = LAB_ORDER_STATUS_LABELS[status].toLowerCase();
  const notices = [{ user: row.customer_id, message: `Your lab test (${tests}): ${label}.` }];
  if (row.ordered_by_user_id) notices.push({ user: row.ordered_by_user_id, message: `Lab test for ${clientName} (${tests}): ${label}.` });
  await insertNotifications(
    db,
    notices.map((notice) => ({ id: randomUUID(), user_id: notice.user, lab_order_id: row.id, status, message: notice.message, created_at: at })),
  );
}
