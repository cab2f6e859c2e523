// The guardians' written content, row-free, for another module (the chat's knowledge base quotes it).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listContentItemRows, listContentRows } from './guardians.repository';

/** One guardian's descriptive text. */
export interface GuardianText {
  guardianId: string;
  subtitle: string;
  scienceSystem: string;
  description: string;
  detailedDescription: string;
}

/** One line of a guardian's lists (benefits, foods, tags, …). */
export interface GuardianListLine {
  guardianId: string;
  kind: string;
  position: number;
  text: string;
}

/** Every guardian's text, and the list lines of `guardianIds` in guardian, kind and position order. */
export async function guardianTexts(executor: Kysely<Database>, guardianIds: readonly string[]): Promise<{ texts: GuardianText[]; lines: GuardianListLine[] }> {
  const [contents, items] = await Promise.all([listContentRows(executor), listContentItemRows(executor, guardianIds)]);
  return {
    texts: contents.map((content) => ({
      guardianId: content.guardian_id,
      subtitle: content.subtitle,
      scienceSystem: content.science_system,
      description: content.description,
      detailedDescription: content.detailed_description,
    })),
    lines: items.map((item) => ({ guardianId: item.guardian_id, kind: item.kind, position: item.position, text: item.text })),
  };
}
