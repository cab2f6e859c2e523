// A practitioner's protocols: drafts they edit, publish and duplicate, the templates their plans are sent from.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { CareItemInput, Protocol, SaveProtocolRequest } from '@common/contracts/protocols';
import { GUARDIAN_IDS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import { productsByIds } from '../catalog/catalog.exports';
import { itemRow, requireProducts, toCareItem } from './care-items';
import { protocolError, protocolNotFound } from './protocol-errors';
import { findProtocolOf, insertProtocol, listProtocolsOf, protocolItemsOf, publishDraft, replaceProtocolItems, updateDraft } from './protocols.repository';
import type { ProtocolItemRow, ProtocolRow } from './protocols.repository';

/** The practitioner's own protocol: another practitioner's is not found. */
export async function ownProtocol(db: Kysely<Database>, practitionerId: string, id: string): Promise<ProtocolRow> {
  const found = await findProtocolOf(db, practitionerId, id);
  if (!found) throw protocolNotFound(id);
  return found;
}

export async function itemsOfProtocol(db: Kysely<Database>, id: string): Promise<ProtocolItemRow[]> {
  return (await protocolItemsOf(db, [id])).get(id) ?? [];
}

function guardianOf(value: string): GuardianId {
  const found = GUARDIAN_IDS.find((id) => id === value);
  if (!found) throw new Error(`A protocol names the unknown guardian ${value}`);
  return found;
}

function published(id: string): AppError {
  return protocolError(409, 'PROTOCOL_PUBLISHED', 'A published protocol cannot change. Duplicate it to make a new draft.', { protocolId: id });
}

function itemsOfRequest(protocolId: string, items: readonly CareItemInput[]): ProtocolItemRow[] {
  return items.map((item, index) => ({ ...itemRow(item, index), protocol_id: protocolId }));
}

type DraftColumns = Pick<ProtocolRow, 'id' | 'practitioner_user_id' | 'name' | 'guardian' | 'duration_days' | 'duplicated_from'>;

export interface ProtocolTemplatesDependencies {
  db: Kysely<Database>;
  currency: CommerceSettings['currency'];
  now: () => Date;
}

export class ProtocolTemplates {
  readonly #db: Kysely<Database>;
  readonly #currency: CommerceSettings['currency'];
  readonly #now: () => Date;

  constructor(deps: ProtocolTemplatesDependencies) {
    this.#db = deps.db;
    this.#currency = deps.currency;
    this.#now = deps.now;
  }

  async list(practitionerId: string): Promise<Protocol[]> {
    return this.#toProtocols(await listProtocolsOf(this.#db, practitionerId));
  }

  async get(practitionerId: string, id: string): Promise<Protocol> {
    return (await this.#toProtocols([await ownProtocol(this.#db, practitionerId, id)]))[0] as Protocol;
  }

  async create(practitioner: AccountUser, request: SaveProtocolRequest): Promise<Protocol> {
    await requireProducts(this.#db, request.items);
    const id = randomUUID();
    await this.#insertDraft(
      { id, practitioner_user_id: practitioner.id, name: request.name, guardian: request.guardian, duration_days: request.durationDays, duplicated_from: null },
      itemsOfRequest(id, request.items),
    );
    return this.get(practitioner.id, id);
  }

  async update(practitioner: AccountUser, id: string, request: SaveProtocolRequest): Promise<Protocol> {
    const found = await ownProtocol(this.#db, practitioner.id, id);
    if (found.status !== 'draft') throw published(id);
    await requireProducts(this.#db, request.items);
    const now = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const changed = await updateDraft(trx, id, { name: request.name, guardian: request.guardian, duration_days: request.durationDays, updated_at: now });
      // Published between the read and the write: the conditional update refused it.
      if (!changed) throw published(id);
      await replaceProtocolItems(trx, id, itemsOfRequest(id, request.items));
    });
    return this.get(practitioner.id, id);
  }

  async publish(practitioner: AccountUser, id: string): Promise<Protocol> {
    const found = await ownProtocol(this.#db, practitioner.id, id);
    if (found.status === 'draft') {
      const items = await itemsOfProtocol(this.#db, id);
      if (items.length === 0) throw protocolError(409, 'PROTOCOL_EMPTY', 'Add at least one product before publishing this protocol.', { protocolId: id });
      await publishDraft(this.#db, id, this.#now().toISOString());
    }
    return this.get(practitioner.id, id);
  }

  async duplicate(practitioner: AccountUser, id: string): Promise<Protocol> {
    const source = await ownProtocol(this.#db, practitioner.id, id);
    const items = await itemsOfProtocol(this.#db, id);
    const copyId = randomUUID();
    await this.#insertDraft(
      {
        id: copyId,
        practitioner_user_id: practitioner.id,
        name: source.name.endsWith(' (copy)') ? source.name : `${source.name.slice(0, 113)} (copy)`,
        guardian: source.guardian,
        duration_days: source.duration_days,
        duplicated_from: source.id,
      },
      items.map((item) => ({ ...item, id: randomUUID(), protocol_id: copyId })),
    );
    return this.get(practitioner.id, copyId);
  }

  async #insertDraft(draft: DraftColumns, items: readonly ProtocolItemRow[]): Promise<void> {
    const now = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      await insertProtocol(trx, { ...draft, status: 'draft', created_at: now, updated_at: now, published_at: null });
      await replaceProtocolItems(trx, draft.id, items);
    });
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
}
