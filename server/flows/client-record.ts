// A practitioner opens a client's record (GET /api/partner/clients/{clientId}), step by step. Each step belongs to the
// module named beside it; what the client's consent does not share is never read:
//
//   1. care         the client's active consent to this practitioner and what it shares now (none: 403 CONSENT_REQUIRED)
//   2. accounts     the client's name and email
//   3. care         the read written in the client's access log, before anything is answered
//   4. assessments  the latest assessments, when shared
//   5. orders       the orders, when shared
//   6. labs         the lab results, newest first, when shared
//   7. experts      the consultations between the two, soonest first
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { CLIENT_ASSESSMENT_LIMIT } from '@common/contracts/care';
import type { CareClientRecordResponse, ClientOrder } from '@common/contracts/care';
import type { LabOrder } from '@common/contracts/labs';
import type { Database } from '../db/schema';
import { accountNamesByIds } from '../modules/accounts/accounts.exports';
import type { AssessmentsService } from '../modules/assessments/assessments.exports';
import { consentRequired, logClientRead, sharedWith } from '../modules/care/care.exports';
import { consultationsWithClient } from '../modules/experts/experts.exports';
import type { OrdersService } from '../modules/orders/orders.exports';

export interface ClientRecordDependencies {
  db: Kysely<Database>;
  assessments: Pick<AssessmentsService, 'list'>;
  orders: Pick<OrdersService, 'list'>;
  labs: { customerOrders(customerId: string): Promise<readonly LabOrder[]> };
}

export class ClientRecordFlow {
  readonly #deps: ClientRecordDependencies;

  constructor(deps: ClientRecordDependencies) {
    this.#deps = deps;
  }

  async clientRecord(practitioner: AccountUser, clientId: string, now = new Date()): Promise<CareClientRecordResponse> {
    const { db, assessments, orders, labs } = this.#deps;
    const shared = await sharedWith(db, clientId, practitioner.id);
    if (!shared) throw consentRequired(clientId);
    const { scopes } = shared;
    const client = (await accountNamesByIds(db, [clientId])).get(clientId);
    if (!client) throw consentRequired(clientId);
    await logClientRead(db, { clientId, practitionerId: practitioner.id, consentId: shared.consentId, scopes, at: now });

    const history = scopes.includes('assessments')
      ? (await assessments.list({ kind: 'account', userId: clientId, email: client.email })).slice(0, CLIENT_ASSESSMENT_LIMIT)
      : null;
    const clientOrders: ClientOrder[] | null = scopes.includes('orders')
      ? (await orders.list(clientId)).map((order) => ({
          id: order.id,
          status: order.status,
          lines: order.lines,
          total: order.total,
          currency: order.currency,
          createdAt: order.createdAt,
        }))
      : null;
    const labResults = scopes.includes('lab_results')
      ? (await labs.customerOrders(clientId))
          .flatMap((order) => order.observations.map((observation) => ({ ...observation, labOrderId: order.id })))
          .sort((a, b) => Date.parse(b.observedAt) - Date.parse(a.observedAt))
      : null;
    return {
      client: { id: client.id, name: client.displayName, email: client.email, scopes, consentedAt: shared.consentedAt },
      assessments: history,
      orders: clientOrders,
      labResults,
      consultations: await consultationsWithClient(db, practitioner.id, clientId),
    };
  }
}
