// Returns of delivered orders and their lines.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderReturnLinesTable, OrderReturnsTable } from '../../db/schema';

export type ReturnRow = Selectable<OrderReturnsTable>;
export type ReturnLineRow = Selectable<OrderReturnLinesTable>;
export interface ReturnWithLines extends ReturnRow {
  lines: ReturnLineRow[];
}

/** The returns of these orders with their lines, oldest first per order. */
export async function returnsOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, ReturnWithLines[]>> {
  const returns = new Map<string, ReturnWithLines[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return returns;
  const rows = await db
    .selectFrom('order_returns')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('requested_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return returns;
  const lines = await db
    .selectFrom('order_return_lines')
    .selectAll()
    .where(
      'return_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('product_name')
    .execute();
  for (const row of rows) {
    returns.get(row.order_id)?.push({ ...row, lines: lines.filter((line) => line.return_id === row.id) });
  }
  return returns;
}

export function findReturn(db: Kysely<Database>, returnId: string): Promise<ReturnRow | undefined> {
  return db.selectFrom('order_returns').selectAll().where('id', '=', returnId).executeTakeFirst();
}

export async function insertReturn(trx: Kysely<Database>, row: Insertable<OrderReturnsTable>, lines: Insertable<OrderReturnLinesTable>[]): Promise<void> {
  await trx.insertInto('order_returns').values(row).execute();
  await trx.insertInto('order_return_lines').values(lines).execute();
}

/** Moves the return from `from` to `to` only if nobody moved it meanwhile: true when this call made the change. */
export async function moveReturn(
  trx: Kysely<Database>,
  returnId: string,
  from: string,
  to: string,
  fields: Partial<Pick<ReturnRow, 'decided_at' | 'decision_note' | 'received_at' | 'refunded_at'>>,
): Promise<boolean> {
  const result = await trx
    .updateTable('order_returns')
    .set({ status: to, ...fields })
    .where('id', '=', returnId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Orders that have a return being handled (requested, approved or received). */
export function ordersWithOpenReturns(db: Kysely<Database>) {
  return db.selectFrom('order_returns').select('order_id').where('status', 'in', ['requested', 'approved', 'received']);
}
