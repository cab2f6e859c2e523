// A client's "My medicines" list: what they take, read by the interaction warnings of their plans.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AddMedicineRequest, Medicine } from '@common/contracts/protocols';
import { MEDICINES_MAX } from '@common/contracts/protocols';
import type { Database } from '../../db/schema';
import { protocolError } from './protocol-errors';
import { deleteMedicine, insertMedicine, listMedicinesOf } from './protocols.repository';

export interface ClientMedicinesDependencies {
  db: Kysely<Database>;
  now: () => Date;
}

export class ClientMedicines {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: ClientMedicinesDependencies) {
    this.#db = deps.db;
    this.#now = deps.now;
  }

  async list(customerId: string): Promise<Medicine[]> {
    return (await listMedicinesOf(this.#db, customerId)).map((row) => ({ id: row.id, name: row.name, addedAt: row.created_at }));
  }

  async add(customerId: string, request: AddMedicineRequest): Promise<Medicine[]> {
    const current = await listMedicinesOf(this.#db, customerId);
    if (current.length >= MEDICINES_MAX) {
      throw protocolError(409, 'MEDICINE_LIMIT_REACHED', `You can record up to ${MEDICINES_MAX} medicines. Remove one you no longer take first.`);
    }
    await insertMedicine(this.#db, { id: randomUUID(), customer_id: customerId, name: request.name, created_at: this.#now().toISOString() });
    return this.list(customerId);
  }

  async remove(customerId: string, id: string): Promise<Medicine[]> {
    if (!(await deleteMedicine(this.#db, customerId, id))) {
      throw protocolError(404, 'MEDICINE_NOT_FOUND', 'There is no such medicine in your list. Reload your profile.', { medicineId: id });
    }
    return this.list(customerId);
  }
}
