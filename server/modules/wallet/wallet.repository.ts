import type { Kysely, Selectable } from 'kysely';
import type { Database, WalletLedgerTable } from '../../db/schema';

export type LedgerEntryRow = Selectable<WalletLedgerTable>;

/** Newest first; entries written in the same millisecond keep a stable order by id. */
export function listLedgerEntries(db: Kysely<Database>, userId: string): Promise<LedgerEntryRow[]> {
  return db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function sumLedger(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns sum() of integers as a bigint string.
  return Number(row.balance);
}

/** Inserts the entry unless one with its idempotency key exists; true when this call wrote it. */
export async function insertLedgerEntryOnce(db: Kysely<Database>, entry: LedgerEntryRow): Promise<boolean> {
  const inserted = await db
    .insertInto('wallet_ledger')
    .values(entry)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function hasLedgerEntry(db: Kysely<Database>, idempotencyKey: string): Promise<boolean> {
  const row = await db.selectFrom('wallet_ledger').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the account's row until the transaction ends, so what is read of its balance stays true until then: two
 * transactions that debit one wallet run one after the other (SQLite runs one write transaction at a time anyway).
 */
export async function lockAccountRow(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}
