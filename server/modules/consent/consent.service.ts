import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { ConsentRecord, ConsentRequest } from '@common/contracts/consent';
import type { Database } from '../../db/schema';
import { insertConsentRecord } from './consent.repository';

export interface ConsentContext {
  /** The signed-in account, if any; the body's user_id and user_email are claims, this is the fact. */
  user: AccountUser | null;
  /** From the request itself (req.ip): the store never asks a third party for the visitor's address. */
  ipAddress: string;
  userAgent: string | undefined;
}

export interface ConsentDependencies {
  db: Kysely<Database>;
}

export class ConsentService {
  readonly #deps: ConsentDependencies;

  constructor(deps: ConsentDependencies) {
    this.#deps = deps;
  }

  /** Stores one consent choice as spec 3 lists its fields; every call is its own record, as a GDPR trail needs. */
  async record(request: ConsentRequest, context: ConsentContext, now = new Date()): Promise<ConsentRecord> {
    const createdAt = now.toISOString();
    const row = {
      id: randomUUID(),
      user_id: context.user?.id ?? null,
      user_email: context.user?.email ?? null,
      consent_type: request.consent_type,
      granted: request.granted ? 1 : 0,
      data_source: request.data_source ?? null,
      form_type: request.form_type ?? null,
      ip_address: context.ipAddress,
      user_agent: (context.userAgent ?? request.user_agent ?? null)?.slice(0, 1000) ?? null,
      session_id: request.session_id ?? `anonymous_${now.getTime()}`,
      created_at: createdAt,
    };
    await insertConsentRecord(this.#deps.db, row);
    return {
      id: row.id,
      consentType: request.consent_type,
      granted: request.granted,
      dataSource: row.data_source,
      formType: row.form_type,
      sessionId: row.session_id,
      createdAt,
    };
  }
}
