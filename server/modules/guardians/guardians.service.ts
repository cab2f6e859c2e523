import type { Kysely } from 'kysely';
import type { GuardianEntry, GuardianSummary } from '@common/contracts/guardians';
import type { GuardianId } from '@common/guardians';
import { GUARDIAN_IDS, guardianColor, isGuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { topRatedProductsOf } from '../catalog/catalog.exports';
import { findContentRows, findGuardianRow, listContentItemRows, listGuardianRows } from './guardians.repository';
import type { GuardianContentItemRow, GuardianContentRow, GuardianRow } from './guardians.repository';

/** How many catalog products a guardian recommends: enough for a row of cards, few enough to mean something. */
export const RECOMMENDED_PRODUCTS_PER_GUARDIAN = 3;

type KnownGuardianRow = GuardianRow & { id: GuardianId };

function toSummary(row: KnownGuardianRow): GuardianSummary {
  return { id: row.id, personaName: row.persona_name, title: row.title, area: row.area, color: guardianColor(row.theme) };
}

function isKnownGuardian(row: GuardianRow): row is KnownGuardianRow {
  return isGuardianId(row.id);
}

export function guardianNotFound(id: string): AppError {
  return new AppError(404, 'GUARDIAN_NOT_FOUND', `There is no guardian "${id}". Choose one of: ${GUARDIAN_IDS.join(', ')}.`);
}

function listOf(items: readonly GuardianContentItemRow[], kind: string): string[] {
  return items.filter((item) => item.kind === kind).map((item) => item.text);
}

export interface GuardiansDependencies {
  db: Kysely<Database>;
}

export class GuardiansService {
  readonly #deps: GuardiansDependencies;

  constructor(deps: GuardiansDependencies) {
    this.#deps = deps;
  }

  /** In the catalog order of spec section 1, not the database's order. */
  async list(): Promise<GuardianEntry[]> {
    const rows = (await listGuardianRows(this.#deps.db)).filter(isKnownGuardian);
    rows.sort((a, b) => GUARDIAN_IDS.indexOf(a.id) - GUARDIAN_IDS.indexOf(b.id));
    return this.#entries(rows);
  }

  async get(id: string): Promise<GuardianEntry> {
    const [entry] = await this.#entries([await this.require(id)]);
    if (!entry) throw new Error(`The guardian ${id} produced no entry`);
    return entry;
  }

  /** The guardian row of a known id; 404 GUARDIAN_NOT_FOUND otherwise. For modules whose paths name a guardian. */
  async require(id: string): Promise<KnownGuardianRow> {
    const row = await findGuardianRow(this.#deps.db, id);
    if (!row || !isKnownGuardian(row)) throw guardianNotFound(id);
    return row;
  }

  async #entries(rows: readonly KnownGuardianRow[]): Promise<GuardianEntry[]> {
    const { db } = this.#deps;
    const ids = rows.map((row) => row.id);
    const [contents, items, products] = await Promise.all([
      findContentRows(db, ids),
      listContentItemRows(db, ids),
      Promise.all(ids.map((id) => topRatedProductsOf(db, id, RECOMMENDED_PRODUCTS_PER_GUARDIAN))),
    ]);
    return rows.map((row, index) => {
      const content: GuardianContentRow | undefined = contents.get(row.id);
      // The seed writes content with the guardian; a guardian without it means the database was changed by hand.
      if (!content) throw new Error(`The guardian ${row.id} has no content entry; run the seed again`);
      const own = items.filter((item) => item.guardian_id === row.id);
      return {
        ...toSummary(row),
        name: content.name,
        fullName: content.full_name,
        role: content.role,
        subtitle: content.subtitle,
        description: content.description,
        detailedDescription: content.detailed_description,
        aiEntity: content.ai_entity,
        tags: listOf(own, 'tag').map((label) => ({ label })),
        science: {
          system: content.science_system,
          nutrients: listOf(own, 'nutrient'),
          challenges: listOf(own, 'challenge'),
          benefits: listOf(own, 'benefit'),
        },
        optimizationTips: { high: listOf(own, 'tip_high'), medium: listOf(own, 'tip_medium'), low: listOf(own, 'tip_low') },
        recommendedProducts: (products[index] ?? []).map((product) => ({ id: product.id, slug: product.slug, name: product.name })),
      };
    });
  }
}
