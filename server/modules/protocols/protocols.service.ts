// The protocols module's one object for createApp: each use case lives in its own file, and these methods pass to it.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type {
  AddMedicineRequest,
  CarePlan,
  CheckInRequest,
  InteractionWarning,
  Medicine,
  PlanNudge,
  PlanPreviewResponse,
  Protocol,
  SaveProtocolRequest,
  SendPlanRequest,
} from '@common/contracts/protocols';
import type { AccountSettings, CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import { linkOrigin } from '../../http/public-origin';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { ClientMedicines } from './client-medicines';
import { ClientPlans } from './client-plans';
import { PlanReminders } from './plan-reminders';
import { PlanSending } from './plan-sending';
import { PlanViews } from './plan-views';
import { ProtocolTemplates } from './protocol-templates';

export interface ProtocolsDependencies {
  db: Kysely<Database>;
  commerce: Pick<CommerceSettings, 'currency'>;
  /** The mail telling a client a plan was shared with them, and its reminders. */
  sendMail: SendMail;
  /** Where the reminders wait for their day. */
  jobs: JobQueue;
  /** Whether the client still wants reminders, and their unsubscribe link. */
  preferences: MailPreferences;
  logger: Logger;
  /** Where the links of a request's mails point (public-origin.ts). */
  links: Pick<AccountSettings, 'publicOrigin' | 'allowedHosts'>;
  /** The server's clock decides what is due. */
  now?: () => Date;
}

export class ProtocolsService {
  readonly #templates: ProtocolTemplates;
  readonly #sending: PlanSending;
  readonly #clientPlans: ClientPlans;
  readonly #medicines: ClientMedicines;
  readonly #links: ProtocolsDependencies['links'];

  constructor(deps: ProtocolsDependencies) {
    const { db } = deps;
    const currency = deps.commerce.currency;
    const now = deps.now ?? (() => new Date());
    const views = new PlanViews({ db, currency, now });
    this.#templates = new ProtocolTemplates({ db, currency, now });
    const reminders = new PlanReminders({ db, jobs: deps.jobs, sendMail: deps.sendMail, preferences: deps.preferences, views, logger: deps.logger });
    this.#sending = new PlanSending({ db, currency, now, views, sendMail: deps.sendMail, reminders, logger: deps.logger });
    this.#links = deps.links;
    this.#clientPlans = new ClientPlans({ db, now, views });
    this.#medicines = new ClientMedicines({ db, now });
  }

  /** The origin of the links mailed about a request's write: undefined when none can be trusted (no mail then). */
  mailOrigin(req: Parameters<typeof linkOrigin>[0]): string | undefined {
    return linkOrigin(req, this.#links);
  }

  // ── Protocols (protocol-templates.ts) ───────────────────────────────────

  listProtocols(practitionerId: string): Promise<Protocol[]> {
    return this.#templates.list(practitionerId);
  }

  getProtocol(practitionerId: string, id: string): Promise<Protocol> {
    return this.#templates.get(practitionerId, id);
  }

  createProtocol(practitioner: AccountUser, request: SaveProtocolRequest): Promise<Protocol> {
    return this.#templates.create(practitioner, request);
  }

  updateProtocol(practitioner: AccountUser, id: string, request: SaveProtocolRequest): Promise<Protocol> {
    return this.#templates.update(practitioner, id, request);
  }

  publish(practitioner: AccountUser, id: string): Promise<Protocol> {
    return this.#templates.publish(practitioner, id);
  }

  duplicate(practitioner: AccountUser, id: string): Promise<Protocol> {
    return this.#templates.duplicate(practitioner, id);
  }

  // ── Sending plans (plan-sending.ts) ─────────────────────────────────────

  preview(practitioner: AccountUser, clientId: string, request: SendPlanRequest): Promise<PlanPreviewResponse> {
    return this.#sending.preview(practitioner, clientId, request);
  }

  send(
    practitioner: AccountUser,
    clientId: string,
    request: SendPlanRequest,
    origin: string | undefined,
  ): Promise<{ plan: CarePlan; warnings: InteractionWarning[] }> {
    return this.#sending.send(practitioner, clientId, request, origin);
  }

  plansSentTo(practitioner: AccountUser, clientId: string): Promise<CarePlan[]> {
    return this.#sending.sentTo(practitioner, clientId);
  }

  // ── The client's plans (client-plans.ts) ────────────────────────────────

  plansOf(customerId: string): Promise<CarePlan[]> {
    return this.#clientPlans.list(customerId);
  }

  open(customerId: string, id: string): Promise<CarePlan> {
    return this.#clientPlans.open(customerId, id);
  }

  plan(customerId: string, id: string): Promise<CarePlan> {
    return this.#clientPlans.plan(customerId, id);
  }

  checkIn(customerId: string, id: string, request: CheckInRequest): Promise<CarePlan> {
    return this.#clientPlans.checkIn(customerId, id, request);
  }

  nudges(customerId: string): Promise<PlanNudge[]> {
    return this.#clientPlans.nudges(customerId);
  }

  // ── My medicines (client-medicines.ts) ──────────────────────────────────

  medicines(customerId: string): Promise<Medicine[]> {
    return this.#medicines.list(customerId);
  }

  addMedicine(customerId: string, request: AddMedicineRequest): Promise<Medicine[]> {
    return this.#medicines.add(customerId, request);
  }

  removeMedicine(customerId: string, id: string): Promise<Medicine[]> {
    return this.#medicines.remove(customerId, id);
  }
}
