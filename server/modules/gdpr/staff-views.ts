// The staff's view of GDPR: the consent ledger (a page, or every matching entry as CSV) and the data requests.
import type { Kysely } from 'kysely';
import { utcDayStart } from '@common/contracts/admin';
import type {
  ConsentLedgerEntry,
  ConsentLedgerPage,
  ConsentLedgerQuery,
  DataRequestsPage,
  DataRequestsQuery,
  DataRequestSummary,
} from '@common/contracts/gdpr';
import type { Database } from '../../db/schema';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { countConsentLedger, listConsentLedger } from './consent-ledger.repository';
import type { ConsentLedgerFilter, ConsentLedgerRow } from './consent-ledger.repository';
import { csvRow } from './csv';
import type { GdprContext } from './gdpr-context';
import { countOpenDataRequests, listDataRequests } from './gdpr.repository';

const CSV_BATCH = 500;

export const CONSENT_CSV_HEADER = ['at', 'source', 'type', 'status', 'user_id', 'email', 'detail', 'ip', 'id'] as const;

function toLedgerEntry(row: ConsentLedgerRow): ConsentLedgerEntry {
  return {
    id: row.id,
    source: row.source as ConsentLedgerEntry['source'],
    type: row.type as ConsentLedgerEntry['type'],
    status: row.status as ConsentLedgerEntry['status'],
    at: row.at,
    userId: row.user_id,
    email: row.email,
    detail: row.detail,
    ip: row.ip,
  };
}

function ledgerFilter(query: ConsentLedgerQuery): ConsentLedgerFilter {
  return { type: query.type, status: query.status, fromAt: utcDayStart(query.from), beforeAt: utcDayStart(query.to, 1) };
}

export async function consentLedger(db: Kysely<Database>, query: ConsentLedgerQuery): Promise<ConsentLedgerPage> {
  const filter = ledgerFilter(query);
  const [rows, total] = await Promise.all([listConsentLedger(db, filter, query.pageSize, (query.page - 1) * query.pageSize), countConsentLedger(db, filter)]);
  return { entries: rows.map(toLedgerEntry), page: query.page, pageSize: query.pageSize, total };
}

/** The CSV of every entry the filter matches (page and pageSize ignored), in batches; audited as a staff export. */
export async function* consentLedgerCsv(context: Pick<GdprContext, 'db' | 'now'>, query: ConsentLedgerQuery, by: StaffWrite): AsyncGenerator<string> {
  const { db } = context;
  const filter = ledgerFilter(query);
  const total = await countConsentLedger(db, filter);
  const described = [query.type ?? 'all types', query.status ?? 'any status', `${query.from ?? 'start'} to ${query.to ?? 'today'}`].join(', ');
  await recordStaffWrite(
    db,
    by,
    {
      action: 'consents.exported',
      entityType: 'consent_ledger',
      entityId: 'csv',
      summary: `Downloaded the consent ledger as CSV (${total} entries: ${described})`,
    },
    context.now(),
  );
  yield csvRow(CONSENT_CSV_HEADER);
  for (let offset = 0; offset < total; offset += CSV_BATCH) {
    const rows = await listConsentLedger(db, filter, CSV_BATCH, offset);
    if (rows.length === 0) break;
    yield rows.map((row) => csvRow([row.at, row.source, row.type, row.status, row.user_id, row.email, row.detail, row.ip, row.id])).join('');
  }
}

export async function dataRequests(db: Kysely<Database>, query: DataRequestsQuery): Promise<DataRequestsPage> {
  const { rows, total } = await listDataRequests(db, { kind: query.kind, status: query.status }, query.pageSize, (query.page - 1) * query.pageSize);
  const requests: DataRequestSummary[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as DataRequestSummary['kind'],
    status: row.status as DataRequestSummary['status'],
    userId: row.user_id,
    email: row.email,
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    scheduledFor: row.scheduled_for,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason as DataRequestSummary['cancelReason'],
  }));
  return { requests, page: query.page, pageSize: query.pageSize, total };
}

/** How many data requests are still open: exports pending, deletions scheduled. */
export function openDataRequests(db: Kysely<Database>): Promise<number> {
  return countOpenDataRequests(db);
}
