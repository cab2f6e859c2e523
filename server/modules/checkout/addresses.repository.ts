import type { Kysely, Selectable } from 'kysely';
import type { AddressesTable, Database } from '../../db/schema';

export type AddressRow = Selectable<AddressesTable>;

/** The default first, then newest first. */
export function listAddresses(db: Kysely<Database>, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAddress(db: Kysely<Database>, userId: string, id: string): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countAddresses(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(db: Kysely<Database>, row: AddressRow): Promise<void> {
  await db.insertInto('addresses').values(row).execute();
}

export async function updateAddress(db: Kysely<Database>, row: AddressRow): Promise<boolean> {
  const { id, user_id: userId, created_at: _createdAt, ...fields } = row;
  const result = await db.updateTable('addresses').set(fields).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAddress(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes `keepId` the only default address of the account. */
export async function clearOtherDefaults(db: Kysely<Database>, userId: string, keepId: string): Promise<void> {
  await db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

/** Erasure: the account's saved addresses. */
export async function deleteAddressesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
}
