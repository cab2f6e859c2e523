// Who the store's figures count as a customer (issue 39): a person who signed up to shop. Not an account the seed made
// (reviewers, experts, the development partners), not a demo visitor, and holding no role but customer: staff,
// practitioners, labs and brand partners work here. The KPIs and the admin home count sign-ups and activity by it.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** The condition, on a query over `users`, that the account is a real customer's. */
export function isRealCustomer(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.and([
    eb('users.is_seeded', '=', 0),
    eb('users.is_demo', '=', 0),
    eb.not(
      eb.exists(
        eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role', '<>', 'customer'),
      ),
    ),
  ]);
}
