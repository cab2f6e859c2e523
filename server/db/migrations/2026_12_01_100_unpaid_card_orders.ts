// Issue 39: the sweep that cancels card orders left unpaid looks them up by status and age every few minutes; this
// index keeps that a range read of the pending orders rather than a walk through every order ever placed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_created_idx').execute();
}
