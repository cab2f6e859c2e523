// A customer's assessments in short, row-free, for another module (the guardian chat's personal line).
import type { Kysely } from 'kysely';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { listAssessmentsOfUser } from './assessments.repository';

export interface AssessmentSummary {
  /** When the latest assessment was taken (ISO time). */
  latestAt: string;
  /** The latest assessment's score per guardian. */
  scores: Readonly<Record<GuardianId, number>>;
  count: number;
}

/** The customer's latest assessment and how many they took, or null when they took none. */
export async function assessmentSummaryOf(executor: Kysely<Database>, userId: string): Promise<AssessmentSummary | null> {
  const assessments = await listAssessmentsOfUser(executor, userId);
  const latest = assessments[0];
  if (!latest) return null;
  return {
    latestAt: latest.created_at,
    count: assessments.length,
    scores: {
      angio: latest.score_angio,
      regenera: latest.score_regenera,
      biome: latest.score_biome,
      genomica: latest.score_genomica,
      immuno: latest.score_immuno,
    },
  };
}
