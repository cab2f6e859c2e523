// Issue 42: a brand partner's product photo lives in the FileStore; the product keeps its key (and, in `image`, the
// path it is served at once approved).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('photo_key', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('photo_key').execute();
}
