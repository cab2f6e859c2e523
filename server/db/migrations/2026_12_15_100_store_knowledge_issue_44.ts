// Issue 44 changed what the chat's store answers describe: online payment (Razorpay beside Stripe), returns asked for
// from the order page, refunds to a card or bank account, consultations paid at booking from a calendar with a video
// link; and cancelling, returns and refunds became topics of their own beside orders. The rewritten entries are seeded
// under new ids (server/setup/seed/knowledge/shared-store.ts, seeded once per
// id); this retires the old ones, unless staff edited one in the admin knowledge base (then it stays theirs), and bumps
// the knowledge version so every running instance re-reads the index.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const REWRITTEN = [
  'shared-store-payment-how_to',
  'shared-store-payment-side_effects',
  'shared-store-orders-how_to',
  'shared-store-orders-what_is',
  'shared-store-orders-how_to-3',
  'shared-store-orders-timing',
  'shared-store-experts-how_to',
  'shared-store-experts-dose',
  'shared-store-experts-what_is',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const at = new Date().toISOString();
  await sql`update knowledge_entries set status = 'retired', updated_at = ${at}
    where id in (${sql.join(REWRITTEN)}) and status = 'published' and updated_at = created_at`.execute(db);
  await sql`insert into knowledge_version (id, version, changed_at) values (1, 1, ${at})
    on conflict (id) do update set version = knowledge_version.version + 1, changed_at = excluded.changed_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The new entries stay; the old ones retired here come back as they were seeded.
  await sql`update knowledge_entries set status = 'published', updated_at = created_at
    where id in (${sql.join(REWRITTEN)}) and status = 'retired'`.execute(db);
}
