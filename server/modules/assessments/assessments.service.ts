// Assessment rules: answers are checked and scored here with common's scoring, never taken from the client, and
// each assessment belongs either to an account or to a guest claim.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { answerProblems, answerProblemSentence } from '@common/assessments/answers';
import type { AssessmentAnswers } from '@common/assessments/answers';
import type { AssessmentType } from '@common/assessments/question-banks';
import { isAssessmentType } from '@common/assessments/question-banks';
import { scoreAssessment } from '@common/assessments/scoring';
import type { AssessmentHistoryEntry, InvalidAnswersDetails } from '@common/contracts/assessments';
import type { GuardianId } from '@common/guardians';
import { isGuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { insertAssessment, listAssessmentsOfUser, listGuestAssessments } from './assessments.repository';
import type { AssessmentRow } from './assessments.repository';

/** Whose assessment it is: an account, or the temporary email of a guest claim. */
export type AssessmentOwner = { kind: 'account'; userId: string; email: string } | { kind: 'guest'; tempEmail: string };

function storedGuardian(value: string, assessmentId: string): GuardianId {
  if (!isGuardianId(value)) throw new Error(`The assessment ${assessmentId} names an unknown guardian ${value}`);
  return value;
}

export function toHistoryEntry(row: AssessmentRow): AssessmentHistoryEntry {
  if (!isAssessmentType(row.type)) throw new Error(`The assessment ${row.id} has an unknown type ${row.type}`);
  return {
    id: row.id,
    created_at: row.created_at,
    type: row.type,
    results: {
      scores: { angio: row.score_angio, regenera: row.score_regenera, genomica: row.score_genomica, biome: row.score_biome, immuno: row.score_immuno },
      primaryGuardian: storedGuardian(row.primary_guardian, row.id),
      secondaryGuardian: storedGuardian(row.secondary_guardian, row.id),
    },
  };
}

/** 400 INVALID_ANSWERS naming every question that is missing, unknown, not a number or not one of its options. */
export function checkAnswers(type: AssessmentType, answers: Readonly<Record<string, unknown>>): AssessmentAnswers {
  const problems = answerProblems(type, answers);
  if (problems.length > 0) {
    const questionIds = problems.map((problem) => problem.questionId);
    const details: InvalidAnswersDetails = {
      questionIds,
      problems: problems.map(({ questionId, problem }) => ({ questionId, problem, message: answerProblemSentence(problem) })),
    };
    throw new AppError(400, 'INVALID_ANSWERS', `Answer every question with one of its options, then submit again. Check: ${questionIds.join(', ')}.`, {
      ...details,
    });
  }
  return answers as AssessmentAnswers;
}

export interface AssessmentsDependencies {
  db: Kysely<Database>;
}

export class AssessmentsService {
  readonly #deps: AssessmentsDependencies;

  constructor(deps: AssessmentsDependencies) {
    this.#deps = deps;
  }

  /** Scores the answers and stores the result under its owner. */
  async submit(
    owner: AssessmentOwner,
    submission: { type: AssessmentType; answers: Readonly<Record<string, unknown>> },
    now = new Date(),
  ): Promise<AssessmentHistoryEntry> {
    const answers = checkAnswers(submission.type, submission.answers);
    const results = scoreAssessment(submission.type, answers);
    const row: AssessmentRow = {
      id: randomUUID(),
      user_id: owner.kind === 'account' ? owner.userId : null,
      email: owner.kind === 'account' ? owner.email : owner.tempEmail,
      type: submission.type,
      answers: JSON.stringify(answers),
      score_angio: results.scores.angio,
      score_regenera: results.scores.regenera,
      score_genomica: results.scores.genomica,
      score_biome: results.scores.biome,
      score_immuno: results.scores.immuno,
      primary_guardian: results.primaryGuardian,
      secondary_guardian: results.secondaryGuardian,
      created_at: now.toISOString(),
    };
    await insertAssessment(this.#deps.db, row);
    return toHistoryEntry(row);
  }

  /** Newest first. An account's list is found by its id, so a guest claim that happens to share an email adds nothing. */
  async list(owner: AssessmentOwner): Promise<AssessmentHistoryEntry[]> {
    const { db } = this.#deps;
    const rows = owner.kind === 'account' ? await listAssessmentsOfUser(db, owner.userId) : await listGuestAssessments(db, owner.tempEmail);
    return rows.map(toHistoryEntry);
  }
}
