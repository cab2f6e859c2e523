// Issue 42: the outbox keeps a non-essential mail's List-Unsubscribe address (RFC 8058) as SMTP would send it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'varchar(2048)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
}
