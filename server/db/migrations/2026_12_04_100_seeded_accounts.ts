// Issue 39: the KPIs count real customers only, so the accounts the seed makes (reviewers, experts, the development
// partner accounts) are marked as seeded. Those made before this migration are found by the domains the seed gives them.
import type { Kysely } from 'kysely';

/** The e-mail domains of seeded accounts: reviewers, experts (seed/product-reviews.ts, seed/experts.ts), development. */
const SEEDED_EMAIL_DOMAINS = ['reviewers.guardians.example', 'experts.guardians.example', 'dev.guardians.test'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_seeded', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const users = db as unknown as Kysely<{ users: { email: string; is_seeded: number } }>;
  for (const domain of SEEDED_EMAIL_DOMAINS) {
    await users.updateTable('users').set({ is_seeded: 1 }).where('email', 'like', `%@${domain}`).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('is_seeded').execute();
}
