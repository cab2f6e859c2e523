import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkInOpen, duePlanNudges, nudgeBody, nudgeTitle, planStatus } from '@common/care-plans';
import type { PlanNudgeKind, PlanTimeline } from '@common/care-plans';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '@common/commerce';
import type { AccountUser } from '@common/contracts/accounts';
import type { Cart } from '@common/contracts/cart';
import type {
  AddMedicineRequest,
  CareItem,
  CareItemInput,
  CarePlan,
  CheckInRequest,
  InteractionWarning,
  Medicine,
  PlanNudge,
  PlanPreviewResponse,
  Protocol,
  ProtocolErrorCode,
  SaveProtocolRequest,
  SendPlanRequest,
} from '@common/contracts/protocols';
import { MEDICINES_MAX } from '@common/contracts/protocols';
import { GUARDIAN_IDS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sharedWith } from '../care/care.exports';
import { cartQuantities, upsertCartItem } from '../cart/cart.exports';
import type { CartService } from '../cart/cart.exports';
import { productsByIds, productsOnSale } from '../catalog/catalog.exports';
import type { CatalogProduct } from '../catalog/catalog.exports';
import { practitionersOf } from '../experts/experts.exports';
import { interactionWarnings } from './plan-interactions';
import type { ToldText } from './plan-interactions';
import {
  answerCheckIn,
  claimPlanDate,
  deleteMedicine,
  findPlanOfCustomer,
  findProtocolOf,
  firstOrderWithProductsSince,
  insertMedicine,
  insertPlan,
  insertProtocol,
  listMedicinesOf,
  listPlansFromTo,
  listPlansOfCustomer,
  listProtocolsOf,
  markOrdered,
  planItemsOf,
  protocolItemsOf,
  publishDraft,
  replaceProtocolItems,
  setOrderRequested,
  updateDraft,
} from './protocols.repository';
import type { PlanItemRow, PlanRow, ProtocolItemRow, ProtocolRow } from './protocols.repository';

export function protocolError(status: number, code: ProtocolErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

const protocolNotFound = (id: string) =>
  protocolError(404, 'PROTOCOL_NOT_FOUND', 'There is no protocol of yours with this id. Reload your protocols.', { protocolId: id });
const planNotFound = (id: string) => protocolError(404, 'PLAN_NOT_FOUND', 'There is no plan for you with this id. Reload your profile.', { planId: id });

function consentRequired(clientId: string): AppError {
  return protocolError(403, 'CONSENT_REQUIRED', 'This client has not shared their data with you, or has stopped sharing. Invite them to share again.', {
    clientId,
  });
}

type ItemColumns = Omit<ProtocolItemRow, 'protocol_id'>;

function itemRow(item: CareItemInput, position: number): ItemColumns {
  return {
    id: randomUUID(),
    position,
    product_id: item.productId,
    quantity: item.quantity,
    dose: item.dose,
    frequency: item.frequency,
    timing: item.timing,
    duration_days: item.durationDays,
    notes: item.notes,
  };
}

function toCareItem(row: ItemColumns, product: CatalogProduct | undefined): CareItem {
  return {
    productId: row.product_id,
    quantity: row.quantity,
    dose: row.dose,
    frequency: row.frequency,
    timing: row.timing,
    durationDays: row.duration_days,
    notes: row.notes,
    productName: product?.name ?? 'A product no longer in the store',
    productSlug: product?.slug ?? '',
    image: product?.image ?? '',
    unitPrice: product?.price ?? 0,
    available: product !== undefined && product.onSale && product.stock >= row.quantity,
  };
}

function guardianOf(value: string): GuardianId {
  const found = GUARDIAN_IDS.find((id) => id === value);
  if (!found) throw new Error(`A protocol names the unknown guardian ${value}`);
  return found;
}

function timelineOf(row: PlanRow): PlanTimeline {
  return {
    sentAt: row.sent_at,
    viewedAt: row.viewed_at,
    orderedAt: row.ordered_at,
    reminderSentAt: row.reminder_sent_at,
    checkInAskedAt: row.check_in_asked_at,
    checkInAnsweredAt: row.check_in_at,
  };
}

const NUDGE_COLUMN: Record<PlanNudgeKind, 'reminder_sent_at' | 'check_in_asked_at'> = {
  order_reminder: 'reminder_sent_at',
  check_in: 'check_in_asked_at',
};

export interface ProtocolsDependencies {
  db: Kysely<Database>;
  cart: Pick<CartService, 'get'>;
  commerce: Pick<CommerceSettings, 'currency'>;
  /** The server's clock decides what is due. */
  now?: () => Date;
}

export class ProtocolsService {
  readonly #db: Kysely<Database>;
  readonly #cart: Pick<CartService, 'get'>;
  readonly #currency: CommerceSettings['currency'];
  readonly #now: () => Date;

  constructor(deps: ProtocolsDependencies) {
    this.#db = deps.db;
    this.#cart = deps.cart;
    this.#currency = deps.commerce.currency;
    this.#now = deps.now ?? (() => new Date());
  }

  // ── Protocols ────────────────────────────────────────────────────────────

  async listProtocols(practitionerId: string): Promise<Protocol[]> {
    return this.#toProtocols(await listProtocolsOf(this.#db, practitionerId));
  }

  async getProtocol(practitionerId: string, id: string): Promise<Protocol> {
    return (await this.#toProtocols([await this.#ownProtocol(practitionerId, id)]))[0] as Protocol;
  }

  async createProtocol(practitioner: AccountUser, request: SaveProtocolRequest): Promise<Protocol> {
    await this.#requireProducts(request.items);
    const now = this.#now().toISOString();
    const id = randomUUID();
    await this.#db.transaction().execute(async (trx) => {
      await insertProtocol(trx, {
        id,
        practitioner_user_id: practitioner.id,
        name: request.name,
        guardian: request.guardian,
        duration_days: request.durationDays,
        status: 'draft',
        duplicated_from: null,
        created_at: now,
        updated_at: now,
        published_at: null,
      });
      await replaceProtocolItems(
        trx,
        id,
        request.items.map((item, index) => ({ ...itemRow(item, index), protocol_id: id })),
      );
    });
    return this.getProtocol(practitioner.id, id);
  }

  async updateProtocol(practitioner: AccountUser, id: string, request: SaveProtocolRequest): Promise<Protocol> {
    const found = await this.#ownProtocol(practitioner.id, id);
    if (found.status !== 'draft') throw this.#published(id);
    await this.#requireProducts(request.items);
    const now = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const changed = await updateDraft(trx, id, { name: request.name, guardian: request.guardian, duration_days: request.durationDays, updated_at: now });
      // Published between the read and the write: the conditional update refused it.
      if (!changed) throw this.#published(id);
      await replaceProtocolItems(
        trx,
        id,
        request.items.map((item, index) => ({ ...itemRow(item, index), protocol_id: id })),
      );
    });
    return this.getProtocol(practitioner.id, id);
  }

  async publish(practitioner: AccountUser, id: string): Promise<Protocol> {
    const found = await this.#ownProtocol(practitioner.id, id);
    if (found.status === 'draft') {
      const items = (await protocolItemsOf(this.#db, [id])).get(id) ?? [];
      if (items.length === 0) throw protocolError(409, 'PROTOCOL_EMPTY', 'Add at least one product before publishing this protocol.', { protocolId: id });
      await publishDraft(this.#db, id, this.#now().toISOString());
    }
    return this.getProtocol(practitioner.id, id);
  }

  async duplicate(practitioner: AccountUser, id: string): Promise<Protocol> {
    const source = await this.#ownProtocol(practitioner.id, id);
    const items = (await protocolItemsOf(this.#db, [id])).get(id) ?? [];
    const now = this.#now().toISOString();
    const copyId = randomUUID();
    await this.#db.transaction().execute(async (trx) => {
      await insertProtocol(trx, {
        id: copyId,
        practitioner_user_id: practitioner.id,
        name: source.name.endsWith(' (copy)') ? source.name : `${source.name.slice(0, 113)} (copy)`,
        guardian: source.guardian,
        duration_days: source.duration_days,
        status: 'draft',
        duplicated_from: source.id,
        created_at: now,
        updated_at: now,
        published_at: null,
      });
      await replaceProtocolItems(
        trx,
        copyId,
        items.map((item) => ({ ...item, id: randomUUID(), protocol_id: copyId })),
      );
    });
    return this.getProtocol(practitioner.id, copyId);
  }

  async #ownProtocol(practitionerId: string, id: string): Promise<ProtocolRow> {
    const found = await findProtocolOf(this.#db, practitionerId, id);
    if (!found) throw protocolNotFound(id);
    return found;
  }

  #published(id: string): AppError {
    return protocolError(409, 'PROTOCOL_PUBLISHED', 'A published protocol cannot change. Duplicate it to make a new draft.', { protocolId: id });
  }

  /** Every product must be on sale now; the first that is not is named. */
  async #requireProducts(items: readonly CareItemInput[]): Promise<Map<string, CatalogProduct>> {
    const products = await productsOnSale(
      this.#db,
      items.map((item) => item.productId),
    );
    const missing = items.find((item) => !products.has(item.productId));
    if (missing) {
      throw protocolError(400, 'PRODUCT_NOT_FOUND', 'A product of this list is not in the store. Choose it again from the catalog.', {
        productId: missing.productId,
      });
    }
    return products;
  }

  async #toProtocols(rows: readonly ProtocolRow[]): Promise<Protocol[]> {
    const items = await protocolItemsOf(
      this.#db,
      rows.map((row) => row.id),
    );
    const products = await productsByIds(
      this.#db,
      [...items.values()].flat().map((item) => item.product_id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      guardian: guardianOf(row.guardian),
      durationDays: row.duration_days,
      status: row.status === 'published' ? 'published' : 'draft',
      items: (items.get(row.id) ?? []).map((item) => toCareItem(item, products.get(item.product_id))),
      currency: this.#currency,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      publishedAt: row.published_at,
      duplicatedFrom: row.duplicated_from,
    }));
  }

  // ── Sending plans (practitioner) ────────────────────────────────────────

  async #requireConsent(practitionerId: string, clientId: string): Promise<void> {
    if (!(await sharedWith(this.#db, clientId, practitionerId))) throw consentRequired(clientId);
  }

  /** The items a send request names: a published protocol's, or the ad-hoc list; every product on sale. */
  async #planItems(practitionerId: string, request: SendPlanRequest): Promise<{ title: string; protocolId: string | null; items: ItemColumns[] }> {
    if (request.protocolId !== undefined) {
      const protocol = await this.#ownProtocol(practitionerId, request.protocolId);
      if (protocol.status !== 'published') {
        throw protocolError(409, 'PROTOCOL_NOT_PUBLISHED', 'Publish this protocol before sending it, or send its items as an ad-hoc plan.', {
          protocolId: protocol.id,
        });
      }
      const items = (await protocolItemsOf(this.#db, [protocol.id])).get(protocol.id) ?? [];
      return { title: request.title || protocol.name, protocolId: protocol.id, items };
    }
    const items = request.items ?? [];
    await this.#requireProducts(items);
    return { title: request.title || 'Your plan', protocolId: null, items: items.map(itemRow) };
  }

  async preview(practitioner: AccountUser, clientId: string, request: SendPlanRequest): Promise<PlanPreviewResponse> {
    await this.#requireConsent(practitioner.id, clientId);
    const { items } = await this.#planItems(practitioner.id, request);
    return this.#previewOf(clientId, items);
  }

  async #previewOf(clientId: string, items: readonly ItemColumns[]): Promise<PlanPreviewResponse> {
    const products = await productsByIds(
      this.#db,
      items.map((item) => item.product_id),
    );
    const careItems = items.map((item) => toCareItem(item, products.get(item.product_id)));
    return {
      items: careItems,
      total: careItems.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
      currency: this.#currency,
      warnings: await this.#warnings(
        clientId,
        [...products.values()].map((product) => ({ id: product.id, slug: product.slug, name: product.name })),
      ),
    };
  }

  async #warnings(
    clientId: string,
    products: { id: string; slug: string; name: string }[],
    reader: 'practitioner' | 'client' = 'practitioner',
  ): Promise<InteractionWarning[]> {
    // Only what the client recorded for this purpose: their chat with a guardian is not part of any care scope.
    const medicines = await listMedicinesOf(this.#db, clientId);
    const told: ToldText[] = medicines.map((medicine) => ({ text: `I take ${medicine.name}`, source: 'medicines' as const }));
    return interactionWarnings(told, products, reader);
  }

  async send(practitioner: AccountUser, clientId: string, request: SendPlanRequest): Promise<{ plan: CarePlan; warnings: InteractionWarning[] }> {
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
    return { plan: (await this.#toPlans([plan], 'practitioner'))[0] as CarePlan, warnings: preview.warnings };
  }

  async plansSentTo(practitioner: AccountUser, clientId: string): Promise<CarePlan[]> {
    await this.#requireConsent(practitioner.id, clientId);
    return this.#toPlans(await this.#reconciled(await listPlansFromTo(this.#db, practitioner.id, clientId)), 'practitioner');
  }

  // ── The client's side ───────────────────────────────────────────────────

  async plansOf(customerId: string): Promise<CarePlan[]> {
    return this.#toPlans(await this.#reconciled(await listPlansOfCustomer(this.#db, customerId)));
  }

  /** Opening a plan marks it viewed, once. */
  async open(customerId: string, id: string): Promise<CarePlan> {
    const plan = await this.#planOf(customerId, id);
    await claimPlanDate(this.#db, id, 'viewed_at', this.#now().toISOString());
    return this.#fresh(customerId, plan.id);
  }

  /** Puts the plan's items in the cart: prices are never stored in the cart, so checkout charges the server's prices. */
  async order(customerId: string, id: string): Promise<{ plan: CarePlan; cart: Cart }> {
    const plan = await this.#planOf(customerId, id);
    const items = (await planItemsOf(this.#db, [id])).get(id) ?? [];
    const now = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const products = await productsOnSale(
        trx,
        items.map((item) => item.product_id),
      );
      const existing = await cartQuantities(trx, customerId);
      let lines = existing.size;
      for (const [index, item] of items.entries()) {
        const product = products.get(item.product_id);
        const current = existing.get(item.product_id) ?? 0;
        const wanted = Math.min(MAX_QUANTITY_PER_LINE, Math.max(current, item.quantity));
        if (!product || product.stock < wanted) {
          throw protocolError(
            409,
            'PLAN_ITEM_UNAVAILABLE',
            `"${product?.name ?? 'A product of this plan'}" is not available in that quantity now. Ask your practitioner for an alternative.`,
            { productId: item.product_id, available: product?.stock ?? 0 },
          );
        }
        if (current === 0) lines += 1;
        if (lines > MAX_LINES_PER_ORDER) {
          throw new AppError(409, 'CART_FULL', `Your cart already holds ${MAX_LINES_PER_ORDER} different products. Check out or remove some first.`);
        }
        // One millisecond apart, so the cart lists the lines in the plan's order.
        const addedAt = new Date(Date.parse(now) + index).toISOString();
        if (wanted !== current) await upsertCartItem(trx, customerId, item.product_id, wanted, addedAt);
      }
      await setOrderRequested(trx, plan.id, now);
    });
    // Ordering from a plan means it was opened.
    await claimPlanDate(this.#db, id, 'viewed_at', now);
    return { plan: await this.#fresh(customerId, id), cart: await this.#cart.get(customerId) };
  }

  async checkIn(customerId: string, id: string, request: CheckInRequest): Promise<CarePlan> {
    const plan = await this.#planOf(customerId, id);
    const now = this.#now();
    if (plan.check_in_at !== null) throw protocolError(409, 'CHECK_IN_ANSWERED', 'You have already told your practitioner how this plan is going.');
    if (!checkInOpen(timelineOf(plan), now)) {
      throw protocolError(409, 'CHECK_IN_NOT_OPEN', 'The check-in opens a week after the plan was sent.', { planId: id });
    }
    const answered = await answerCheckIn(this.#db, id, request.score, request.note, now.toISOString());
    if (!answered) throw protocolError(409, 'CHECK_IN_ANSWERED', 'You have already told your practitioner how this plan is going.');
    return this.#fresh(customerId, id);
  }

  /** The nudges due now, each claimed by a conditional update so two tabs or instances never deliver one twice. */
  async nudges(customerId: string): Promise<PlanNudge[]> {
    const now = this.#now();
    const plans = await this.#reconciled(await listPlansOfCustomer(this.#db, customerId));
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
    return (await this.#toPlans([await this.#planOf(customerId, id)]))[0] as CarePlan;
  }

  /** A plan whose "Order this plan" was followed by an order holding its products is marked ordered (once). */
  async #reconciled(rows: PlanRow[]): Promise<PlanRow[]> {
    const waiting = rows.filter((row) => row.order_requested_at !== null && row.ordered_at === null);
    if (waiting.length === 0) return rows;
    const items = await planItemsOf(
      this.#db,
      waiting.map((row) => row.id),
    );
    const marked = new Map<string, { id: string; created_at: string }>();
    for (const row of waiting) {
      const productIds = (items.get(row.id) ?? []).map((item) => item.product_id);
      if (productIds.length === 0 || row.order_requested_at === null) continue;
      const order = await firstOrderWithProductsSince(this.#db, row.customer_id, productIds, row.order_requested_at);
      if (!order) continue;
      await markOrdered(this.#db, row.id, order.id, order.created_at);
      marked.set(row.id, order);
    }
    return rows.map((row) => {
      const order = marked.get(row.id);
      return order ? { ...row, ordered_at: order.created_at, order_id: order.id } : row;
    });
  }

  async #toPlans(rows: readonly PlanRow[], reader: 'practitioner' | 'client' = 'client'): Promise<CarePlan[]> {
    const now = this.#now();
    const items = await planItemsOf(
      this.#db,
      rows.map((row) => row.id),
    );
    const products = await productsByIds(
      this.#db,
      [...items.values()].flat().map((item) => item.product_id),
    );
    const practitioners = await practitionersOf(
      this.#db,
      rows.map((row) => row.practitioner_user_id),
    );
    // The client sees the warnings the practitioner saw, from the medicines the client listed.
    const warnings = new Map<string, InteractionWarning[]>();
    for (const row of rows) {
      const planProducts = (items.get(row.id) ?? []).flatMap((item) => {
        const product = products.get(item.product_id);
        return product ? [{ id: product.id, slug: product.slug, name: product.name }] : [];
      });
      warnings.set(row.id, await this.#warnings(row.customer_id, planProducts, reader));
    }
    return rows.map((row) => {
      const careItems = (items.get(row.id) ?? []).map((item) => toCareItem(item, products.get(item.product_id)));
      const timeline = timelineOf(row);
      return {
        id: row.id,
        title: row.title,
        message: row.message,
        practitioner: practitioners.get(row.practitioner_user_id) ?? { userId: row.practitioner_user_id, expertId: null, name: '', profession: null },
        clientId: row.customer_id,
        protocolId: row.protocol_id,
        items: careItems,
        total: careItems.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
        currency: this.#currency,
        status: planStatus(timeline),
        sentAt: row.sent_at,
        viewedAt: row.viewed_at,
        orderedAt: row.ordered_at,
        orderId: row.order_id,
        checkInOpen: checkInOpen(timeline, now),
        checkIn:
          row.check_in_at !== null && row.check_in_score !== null
            ? { score: row.check_in_score, note: row.check_in_note ?? '', answeredAt: row.check_in_at }
            : null,
        warnings: warnings.get(row.id) ?? [],
      };
    });
  }

  // ── My medicines ────────────────────────────────────────────────────────

  async medicines(customerId: string): Promise<Medicine[]> {
    return (await listMedicinesOf(this.#db, customerId)).map((row) => ({ id: row.id, name: row.name, addedAt: row.created_at }));
  }

  async addMedicine(customerId: string, request: AddMedicineRequest): Promise<Medicine[]> {
    const current = await listMedicinesOf(this.#db, customerId);
    if (current.length >= MEDICINES_MAX) {
      throw protocolError(409, 'MEDICINE_LIMIT_REACHED', `You can record up to ${MEDICINES_MAX} medicines. Remove one you no longer take first.`);
    }
    await insertMedicine(this.#db, { id: randomUUID(), customer_id: customerId, name: request.name, created_at: this.#now().toISOString() });
    return this.medicines(customerId);
  }

  async removeMedicine(customerId: string, id: string): Promise<Medicine[]> {
    if (!(await deleteMedicine(this.#db, customerId, id))) {
      throw protocolError(404, 'MEDICINE_NOT_FOUND', 'There is no such medicine in your list. Reload your profile.', { medicineId: id });
    }
    return this.medicines(customerId);
  }
}

function careInput(row: ItemColumns): CareItemInput {
  return {
    productId: row.product_id,
    quantity: row.quantity,
    dose: row.dose,
    frequency: row.frequency,
    timing: row.timing,
    durationDays: row.duration_days,
    notes: row.notes,
  };
}
