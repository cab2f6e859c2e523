// The consent ledger as one list: cookie consent records (granted or refused/withdrawn) and care consents, each a
// 'granted' entry when given and a 'withdrawn' entry when revoked. One UNION ALL both databases run the same way.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ConsentLedgerFilter {
  type?: string | undefined;
  status?: 'granted' | 'withdrawn' | undefined;
  fromAt?: string | undefined;
  beforeAt?: string | undefined;
}

export interface ConsentLedgerRow {
  id: string;
  source: string;
  type: string;
  status: string;
  at: string;
  user_id: string | null;
  email: string | null;
  detail: string;
  ip: string | null;
}

function ledger(db: Kysely<Database>) {
  const cookie = db
    .selectFrom('consent_records')
    .leftJoin('users', 'users.id', 'consent_records.user_id')
    .select([
      'consent_records.id as id',
      sql<string>`'cookie'`.as('source'),
      'consent_records.consent_type as type',
      sql<string>`case when consent_records.granted = 1 then 'granted' else 'withdrawn' end`.as('status'),
      'consent_records.created_at as at',
      'consent_records.user_id as user_id',
      sql<string | null>`coalesce(users.email, consent_records.user_email)`.as('email'),
      sql<string>`coalesce(consent_records.data_source, consent_records.form_type, '')`.as('detail'),
      'consent_records.ip_address as ip',
    ]);
  const care = (event: 'granted' | 'withdrawn') =>
    db
      .selectFrom('care_consents')
      .innerJoin('users as customer', 'customer.id', 'care_consents.customer_id')
      .innerJoin('users as practitioner', 'practitioner.id', 'care_consents.practitioner_user_id')
      .select([
        sql<string>`care_consents.id || ${sql.lit(`:${event}`)}`.as('id'),
        sql<string>`'care'`.as('source'),
        sql<string>`'care'`.as('type'),
        sql<string>`${sql.lit(event)}`.as('status'),
        sql<string>`${sql.ref(event === 'granted' ? 'care_consents.created_at' : 'care_consents.revoked_at')}`.as('at'),
        sql<string | null>`customer.id`.as('user_id'),
        sql<string | null>`customer.email`.as('email'),
        sql<string>`'Practitioner ' || practitioner.email || ': ' || care_consents.scopes`.as('detail'),
        sql<string | null>`null`.as('ip'),
      ])
      .$if(event === 'withdrawn', (query) => query.where('care_consents.revoked_at', 'is not', null));
  return db.selectFrom(cookie.unionAll(care('granted')).unionAll(care('withdrawn')).as('ledger'));
}

function filtered(db: Kysely<Database>, filter: ConsentLedgerFilter) {
  let query = ledger(db);
  if (filter.type) query = query.where('ledger.type', '=', filter.type);
  if (filter.status) query = query.where('ledger.status', '=', filter.status);
  if (filter.fromAt) query = query.where('ledger.at', '>=', filter.fromAt);
  if (filter.beforeAt) query = query.where('ledger.at', '<', filter.beforeAt);
  return query;
}

export function listConsentLedger(db: Kysely<Database>, filter: ConsentLedgerFilter, limit: number, offset: number): Promise<ConsentLedgerRow[]> {
  return filtered(db, filter)
    .select(['ledger.id', 'ledger.source', 'ledger.type', 'ledger.status', 'ledger.at', 'ledger.user_id', 'ledger.email', 'ledger.detail', 'ledger.ip'])
    .orderBy('ledger.at', 'desc')
    .orderBy('ledger.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countConsentLedger(db: Kysely<Database>, filter: ConsentLedgerFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
