// The practitioner's side of plans: a preview with its interaction warnings, sending a plan to a consenting client
// (who is mailed that a plan waits for them), and the plans they sent that client.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type { CarePlan, InteractionWarning, PlanPreviewResponse, SendPlanRequest } from '@common/contracts/protocols';
import { receivesMail } from '@common/email';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { SendMail } from '../../mail/mail-jobs';
import { carePlanSharedMail } from '../../mail/templates/care-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { sharedWith } from '../care/care.exports';
import { productsByIds } from '../catalog/catalog.exports';
import { practitionersOf } from '../experts/experts.exports';
import { careInput, itemRow, planProductOf, requireProducts, toCareItem, totalOf } from './care-items';
import type { ItemColumns } from './care-items';
import type { PlanReminders } from './plan-reminders';
import type { PlanViews } from './plan-views';
import { consentRequired, protocolError } from './protocol-errors';
import { itemsOfProtocol, ownProtocol } from './protocol-templates';
import { insertPlan, listPlansFromTo } from './protocols.repository';
import type { PlanItemRow, PlanRow } from './protocols.repository';

export interface PlanSendingDependencies {
  db: Kysely<Database>;
  currency: CommerceSettings['currency'];
  now: () => Date;
  views: PlanViews;
  /** Tells the client by mail that a plan waits for them, once it is saved. */
  sendMail: SendMail;
  /** Queues the plan's day-3 and day-7 reminder mails. */
  reminders: Pick<PlanReminders, 'queue'>;
  logger: Logger;
}

export function carePlanSharedMailKey(planId: string): string {
  return `care-plan-shared:${planId}`;
}

export class PlanSending {
  readonly #db: Kysely<Database>;
  readonly #currency: CommerceSettings['currency'];
  readonly #now: () => Date;
  readonly #views: PlanViews;
  readonly #sendMail: SendMail;
  readonly #reminders: Pick<PlanReminders, 'queue'>;
  readonly #logger: Logger;

  constructor(deps: PlanSendingDependencies) {
    this.#db = deps.db;
    this.#currency = deps.currency;
    this.#now = deps.now;
    this.#views = deps.views;
    this.#sendMail = deps.sendMail;
    this.#reminders = deps.reminders;
    this.#logger = deps.logger;
  }

  async preview(practitioner: AccountUser, clientId: string, request: SendPlanRequest): Promise<PlanPreviewResponse> {
    await this.#requireConsent(practitioner.id, clientId);
    const { items } = await this.#planItems(practitioner.id, request);
    return this.#previewOf(clientId, items);
  }

  /** Saves the plan for the client, then mails them (links on `origin`; no mail without one). */
  async send(
    practitioner: AccountUser,
    clientId: string,
    request: SendPlanRequest,
    origin: string | undefined,
  ): Promise<{ plan: CarePlan; warnings: InteractionWarning[] }> {
    await this.#requireConsent(practitioner.id, clientId);
    const { title, protocolId, items } = await this.#planItems(practitioner.id, request);
    const preview = await this.#previewOf(clientId, items);
    const plan: PlanRow = {
      id: randomUUID(),
      practitioner_user_id: practitioner.id,
      customer_id: clientId,
      protocol_id: protocolId,
      title,
      message: request.message,
      sent_at: this.#now().toISOString(),
      viewed_at: null,
      order_requested_at: null,
      ordered_at: null,
      order_id: null,
      reminder_sent_at: null,
      check_in_asked_at: null,
      check_in_score: null,
      check_in_note: null,
      check_in_at: null,
    };
    const planItems: PlanItemRow[] = items.map((item, index) => ({ ...itemRow(careInput(item), index), plan_id: plan.id }));
    await this.#db.transaction().execute((trx) => insertPlan(trx, plan, planItems));
    await this.#mailClient(plan, origin);
    if (origin !== undefined) await this.#reminders.queue(plan, origin);
    return { plan: (await this.#views.toPlans([plan], 'practitioner'))[0] as CarePlan, warnings: preview.warnings };
  }

  async sentTo(practitioner: AccountUser, clientId: string): Promise<CarePlan[]> {
    await this.#requireConsent(practitioner.id, clientId);
    return this.#views.toPlans(await this.#views.reconciled(await listPlansFromTo(this.#db, practitioner.id, clientId)), 'practitioner');
  }

  /**
   * The client's mail, which names the practitioner and nothing of the plan (it is read signed in). Not queued, it is
   * logged rather than thrown: the plan is saved and shows in the client's profile anyway.
   */
  async #mailClient(plan: PlanRow, origin: string | undefined): Promise<void> {
    const key = carePlanSharedMailKey(plan.id);
    if (origin === undefined) {
      this.#logger.warn(
        { planId: plan.id, mail: key },
        'A shared plan was not mailed: no public origin is configured to build its links (GUARDIANS_PUBLIC_ORIGIN)',
      );
      return;
    }
    try {
      const [clients, practitioners] = await Promise.all([
        accountNamesByIds(this.#db, [plan.customer_id]),
        practitionersOf(this.#db, [plan.practitioner_user_id]),
      ]);
      const client = clients.get(plan.customer_id);
      const practitioner = practitioners.get(plan.practitioner_user_id);
      if (!client || !receivesMail(client.email)) return;
      if (!practitioner?.profession) throw new Error(`Practitioner ${plan.practitioner_user_id} has no practitioner role to name in the mail`);
      const mail = carePlanSharedMail({
        to: client.email,
        name: client.displayName,
        publicOrigin: origin,
        practitionerName: practitioner.name,
        profession: practitioner.profession,
      });
      await this.#sendMail(mail, key);
    } catch (error) {
      this.#logger.error({ err: error, planId: plan.id, mail: key }, "A shared plan's mail could not be queued; the plan is saved");
    }
  }

  async #requireConsent(practitionerId: string, clientId: string): Promise<void> {
    if (!(await sharedWith(this.#db, clientId, practitionerId))) throw consentRequired(clientId);
  }

  /** The items a send request names: a published protocol's, or the ad-hoc list; every product on sale. */
  async #planItems(practitionerId: string, request: SendPlanRequest): Promise<{ title: string; protocolId: string | null; items: ItemColumns[] }> {
    if (request.protocolId !== undefined) {
      const protocol = await ownProtocol(this.#db, practitionerId, request.protocolId);
      if (protocol.status !== 'published') {
        throw protocolError(409, 'PROTOCOL_NOT_PUBLISHED', 'Publish this protocol before sending it, or send its items as an ad-hoc plan.', {
          protocolId: protocol.id,
        });
      }
      return { title: request.title || protocol.name, protocolId: protocol.id, items: await itemsOfProtocol(this.#db, protocol.id) };
    }
    const items = request.items ?? [];
    await requireProducts(this.#db, items);
    return { title: request.title || 'Your plan', protocolId: null, items: items.map(itemRow) };
  }

  async #previewOf(clientId: string, items: readonly ItemColumns[]): Promise<PlanPreviewResponse> {
    const products = await productsByIds(
      this.#db,
      items.map((item) => item.product_id),
    );
    const careItems = items.map((item) => toCareItem(item, products.get(item.product_id)));
    return {
      items: careItems,
      total: totalOf(careItems),
      currency: this.#currency,
      warnings: await this.#views.warnings(clientId, [...products.values()].map(planProductOf)),
    };
  }
}
