// The client's side of plans: their plans, opening one, the check-in, and the nudges due (ordering one into the cart
// is server/flows/order-plan.ts, with plan-ordering.ts's steps).
import type { Kysely } from 'kysely';
import { checkInOpen, duePlanNudges, nudgeBody, nudgeTitle } from '@common/care-plans';
import type { PlanNudgeKind } from '@common/care-plans';
import type { CarePlan, CheckInRequest, PlanNudge } from '@common/contracts/protocols';
import type { Database } from '../../db/schema';
import { practitionersOf } from '../experts/experts.exports';
import { timelineOf } from './plan-views';
import type { PlanViews } from './plan-views';
import { planNotFound, protocolError } from './protocol-errors';
import { answerCheckIn, claimPlanDate, findPlanOfCustomer, listPlansOfCustomer } from './protocols.repository';
import type { PlanRow } from './protocols.repository';

const NUDGE_COLUMN: Record<PlanNudgeKind, 'reminder_sent_at' | 'check_in_asked_at'> = {
  order_reminder: 'reminder_sent_at',
  check_in: 'check_in_asked_at',
};

const checkInAnswered = () => protocolError(409, 'CHECK_IN_ANSWERED', 'You have already told your practitioner how this plan is going.');

export interface ClientPlansDependencies {
  db: Kysely<Database>;
  now: () => Date;
  views: PlanViews;
}

export class ClientPlans {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  readonly #views: PlanViews;

  constructor(deps: ClientPlansDependencies) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#views = deps.views;
  }

  async list(customerId: string): Promise<CarePlan[]> {
    return this.#views.toPlans(await this.#views.reconciled(await listPlansOfCustomer(this.#db, customerId)));
  }

  /** Opening a plan marks it viewed, once. */
  async open(customerId: string, id: string): Promise<CarePlan> {
    const plan = await this.#planOf(customerId, id);
    await claimPlanDate(this.#db, id, 'viewed_at', this.#now().toISOString());
    return this.#fresh(customerId, plan.id);
  }

  /** The plan as its client sees it, without marking it opened. */
  async plan(customerId: string, id: string): Promise<CarePlan> {
    return this.#fresh(customerId, id);
  }

  async checkIn(customerId: string, id: string, request: CheckInRequest): Promise<CarePlan> {
    const plan = await this.#planOf(customerId, id);
    const now = this.#now();
    if (plan.check_in_at !== null) throw checkInAnswered();
    if (!checkInOpen(timelineOf(plan), now)) {
      throw protocolError(409, 'CHECK_IN_NOT_OPEN', 'The check-in opens a week after the plan was sent.', { planId: id });
    }
    const answered = await answerCheckIn(this.#db, id, request.score, request.note, now.toISOString());
    if (!answered) throw checkInAnswered();
    return this.#fresh(customerId, id);
  }

  /** The nudges due now, each claimed by a conditional update so two tabs or instances never deliver one twice. */
  async nudges(customerId: string): Promise<PlanNudge[]> {
    const now = this.#now();
    const plans = await this.#views.reconciled(await listPlansOfCustomer(this.#db, customerId));
    const practitioners = await practitionersOf(
      this.#db,
      plans.map((plan) => plan.practitioner_user_id),
    );
    const delivered: PlanNudge[] = [];
    for (const plan of plans) {
      for (const kind of duePlanNudges(timelineOf(plan), now)) {
        if (!(await claimPlanDate(this.#db, plan.id, NUDGE_COLUMN[kind], now.toISOString()))) continue;
        const name = practitioners.get(plan.practitioner_user_id)?.name ?? '';
        delivered.push({ planId: plan.id, kind, title: nudgeTitle(kind), body: nudgeBody(kind, name, plan.title), route: '/profile' });
      }
    }
    return delivered;
  }

  async #planOf(customerId: string, id: string): Promise<PlanRow> {
    const plan = await findPlanOfCustomer(this.#db, customerId, id);
    if (!plan) throw planNotFound(id);
    return plan;
  }

  async #fresh(customerId: string, id: string): Promise<CarePlan> {
    return (await this.#views.toPlans([await this.#planOf(customerId, id)]))[0] as CarePlan;
  }
}
