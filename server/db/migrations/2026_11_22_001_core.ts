// Core tables of the foundation: the guardian catalog and installation facts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guardians')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('persona_name', 'varchar(100)', (column) => column.notNull())
    .addColumn('title', 'varchar(100)', (column) => column.notNull())
    .addColumn('area', 'varchar(100)', (column) => column.notNull())
    .addColumn('theme', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_meta').execute();
  await db.schema.dropTable('guardians').execute();
}
