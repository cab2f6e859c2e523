// Scoring of a Guardian Assessment: one 0..100 score per guardian, then the primary and secondary guardian.
//
// A guardian's score is the weighted mean of the answers to the questions tied to it, each answer normalised from
// ANSWER_SCALE (0..4) to 0..100, rounded half up to an integer. Higher means that guardian's area is in better
// shape (see question-banks.ts). Both banks tie every guardian to several questions, so every score is defined.
//
// Primary and secondary are the two highest scores. Equal scores are ordered by GUARDIAN_TIE_ORDER, the catalog
// order of spec 1 (angio, regenera, biome, genomica, immuno), so the same answers always give the same guardians.
import { z } from 'zod';
import type { GuardianId } from '../guardians';
import { GUARDIAN_IDS } from '../guardians';
import type { AssessmentAnswers } from './answers';
import { InvalidAnswersError, validateAnswers } from './answers';
import type { AssessmentType } from './question-banks';
import { ANSWER_SCALE, questionBank } from './question-banks';

/** Scores in the key order of spec 3's assessment history entry. */
export interface GuardianScores {
  angio: number;
  regenera: number;
  genomica: number;
  biome: number;
  immuno: number;
}

export interface AssessmentResults {
  scores: GuardianScores;
  primaryGuardian: GuardianId;
  secondaryGuardian: GuardianId;
}

const score = z.number().int().min(0).max(100);
export const guardianScoresSchema = z.object({ angio: score, regenera: score, genomica: score, biome: score, immuno: score });
export const assessmentResultsSchema = z.object({
  scores: guardianScoresSchema,
  primaryGuardian: z.enum(GUARDIAN_IDS),
  secondaryGuardian: z.enum(GUARDIAN_IDS),
});

export const GUARDIAN_TIE_ORDER: readonly GuardianId[] = GUARDIAN_IDS;

/** Guardians from the highest score to the lowest; equal scores keep GUARDIAN_TIE_ORDER. */
export function rankGuardians(scores: GuardianScores): GuardianId[] {
  // Array.prototype.sort is stable, so starting from the tie order settles every tie.
  return [...GUARDIAN_TIE_ORDER].sort((a, b) => scores[b] - scores[a]);
}

/**
 * Scores a complete, valid set of answers. Throws InvalidAnswersError naming the bad questions otherwise: a score
 * computed from partial answers would look as trustworthy as a full one.
 */
export function scoreAssessment(type: AssessmentType, answers: Readonly<AssessmentAnswers>): AssessmentResults {
  const badQuestionIds = validateAnswers(type, answers);
  if (badQuestionIds.length > 0) throw new InvalidAnswersError(badQuestionIds);

  const weightedAnswers = { angio: 0, regenera: 0, genomica: 0, biome: 0, immuno: 0 };
  const totalWeights = { angio: 0, regenera: 0, genomica: 0, biome: 0, immuno: 0 };
  for (const question of questionBank(type)) {
    const value = answers[question.id] as number;
    for (const { guardian, weight } of question.guardians) {
      weightedAnswers[guardian] += weight * (value - ANSWER_SCALE.worst);
      totalWeights[guardian] += weight;
    }
  }

  const scaleWidth = ANSWER_SCALE.best - ANSWER_SCALE.worst;
  // One division of integers, so a mean exactly halfway between two integers rounds up rather than by float noise.
  const toScore = (guardian: GuardianId) => Math.round((weightedAnswers[guardian] * 100) / (totalWeights[guardian] * scaleWidth));
  const scores: GuardianScores = {
    angio: toScore('angio'),
    regenera: toScore('regenera'),
    genomica: toScore('genomica'),
    biome: toScore('biome'),
    immuno: toScore('immuno'),
  };
  const [primaryGuardian, secondaryGuardian] = rankGuardians(scores) as [GuardianId, GuardianId];
  return { scores, primaryGuardian, secondaryGuardian };
}
