// The curated chat knowledge: per guardian and shared, written in our own words with the source beside each entry.
// Seeded once per id, so an entry edited in the admin knowledge base keeps its edit across restarts.
import type { Kysely } from 'kysely';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../../db/schema';
import { ANGIO_KNOWLEDGE } from './angio';
import { BIOME_KNOWLEDGE } from './biome';
import { GENOMICA_KNOWLEDGE } from './genomica';
import { IMMUNO_KNOWLEDGE } from './immuno';
import type { KnowledgeSeed } from './knowledge-seed';
import { REGENERA_KNOWLEDGE } from './regenera';
import { SHARED_CIRCULATION_AND_RENEWAL_KNOWLEDGE } from './shared-circulation-and-renewal';
import { SHARED_ENERGY_AND_MIND_KNOWLEDGE } from './shared-energy-and-mind';
import { SHARED_EVERYDAY_COMPLAINTS_KNOWLEDGE } from './shared-everyday-complaints';
import { SHARED_EVERYDAY_MORE_KNOWLEDGE } from './shared-everyday-more';
import { SHARED_EVERYDAY_QUESTIONS_KNOWLEDGE } from './shared-everyday-questions';
import { SHARED_EVERYDAY_TUNING5_KNOWLEDGE } from './shared-everyday-tuning5';
import { SHARED_EVERYDAY_TUNING7_KNOWLEDGE } from './shared-everyday-tuning7';
import { SHARED_B_VITAMINS_KNOWLEDGE } from './shared-b-vitamins';
import { SHARED_CHILDREN_KNOWLEDGE } from './shared-children';
import { SHARED_DANGER_ASKED_CALMLY_KNOWLEDGE } from './shared-danger-asked-calmly';
import { SHARED_FIRST_AID_KNOWLEDGE } from './shared-first-aid';
import { SHARED_GLOSSARY_AND_FOODS_KNOWLEDGE } from './shared-glossary-and-foods';
import { SHARED_HERBS_ASKED_KNOWLEDGE } from './shared-herbs-asked';
import { SHARED_HOW_TO_TAKE_KNOWLEDGE } from './shared-how-to-take';
import { SHARED_MEDICINES_KNOWLEDGE } from './shared-medicines';
import { SHARED_PRACTICAL_KNOWLEDGE } from './shared-practical';
import { SHARED_COVERAGE_KNOWLEDGE } from './shared-coverage';
import { SHARED_SYMPTOMS_KNOWLEDGE } from './shared-symptoms';
import { SHARED_RECOVERY_AND_MOOD_KNOWLEDGE } from './shared-recovery-and-mood';
import { SHARED_STORE_KNOWLEDGE } from './shared-store';
import { SHARED_VITAMIN_D_AND_MINERALS_KNOWLEDGE } from './shared-vitamin-d-and-minerals';

export const GUARDIAN_KNOWLEDGE: Readonly<Record<GuardianId, readonly KnowledgeSeed[]>> = {
  angio: ANGIO_KNOWLEDGE,
  regenera: REGENERA_KNOWLEDGE,
  biome: BIOME_KNOWLEDGE,
  genomica: GENOMICA_KNOWLEDGE,
  immuno: IMMUNO_KNOWLEDGE,
};

export const SHARED_KNOWLEDGE: readonly KnowledgeSeed[] = [
  ...SHARED_VITAMIN_D_AND_MINERALS_KNOWLEDGE,
  ...SHARED_ENERGY_AND_MIND_KNOWLEDGE,
  ...SHARED_CIRCULATION_AND_RENEWAL_KNOWLEDGE,
  ...SHARED_FIRST_AID_KNOWLEDGE,
  ...SHARED_RECOVERY_AND_MOOD_KNOWLEDGE,
  ...SHARED_STORE_KNOWLEDGE,
  ...SHARED_PRACTICAL_KNOWLEDGE,
  ...SHARED_GLOSSARY_AND_FOODS_KNOWLEDGE,
  ...SHARED_SYMPTOMS_KNOWLEDGE,
  ...SHARED_COVERAGE_KNOWLEDGE,
  ...SHARED_EVERYDAY_QUESTIONS_KNOWLEDGE,
  ...SHARED_EVERYDAY_COMPLAINTS_KNOWLEDGE,
  ...SHARED_EVERYDAY_MORE_KNOWLEDGE,
  ...SHARED_EVERYDAY_TUNING5_KNOWLEDGE,
  ...SHARED_EVERYDAY_TUNING7_KNOWLEDGE,
  ...SHARED_B_VITAMINS_KNOWLEDGE,
  ...SHARED_DANGER_ASKED_CALMLY_KNOWLEDGE,
  ...SHARED_MEDICINES_KNOWLEDGE,
  ...SHARED_HERBS_ASKED_KNOWLEDGE,
  ...SHARED_CHILDREN_KNOWLEDGE,
  ...SHARED_HOW_TO_TAKE_KNOWLEDGE,
];

export async function seedKnowledgeEntries(db: Kysely<Database>, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  const owned: [GuardianId | null, readonly KnowledgeSeed[]][] = [
    ...Object.entries(GUARDIAN_KNOWLEDGE).map(([guardianId, entries]) => [guardianId as GuardianId, entries] as [GuardianId, readonly KnowledgeSeed[]]),
    [null, SHARED_KNOWLEDGE],
  ];
  const rows = owned.flatMap(([guardianId, entries]) =>
    entries.map((entry, position) => ({
      id: entry.id,
      guardian_id: guardianId,
      topic: entry.topic,
      intent: entry.intent,
      question: entry.question,
      answer: entry.answer,
      detail: entry.detail,
      source_title: entry.source.title,
      source_url: entry.source.url,
      status: 'published',
      position,
      created_at: createdAt,
      updated_at: createdAt,
    })),
  );
  // SQLite allows 999 bound variables per statement: insert in slices.
  for (let start = 0; start < rows.length; start += 50) {
    await db
      .insertInto('knowledge_entries')
      .values(rows.slice(start, start + 50))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
