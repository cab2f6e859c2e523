// Validation of a submitted assessment (POST /api/assessment): every question of the bank answered with one of
// its options, and nothing else. Problems are reported per question id so a 400 can name each one.
import { z } from 'zod';
import type { AssessmentType } from './question-banks';
import { ASSESSMENT_TYPES, isAssessmentType, questionBank } from './question-banks';

/** Answers keyed by question id; each value is the `value` of the chosen option. */
export type AssessmentAnswers = Record<string, number>;

export type AnswerProblemKind = 'missing' | 'unknown_question' | 'not_a_number' | 'not_an_option';

export interface AnswerProblem {
  questionId: string;
  problem: AnswerProblemKind;
}

const PROBLEM_SENTENCES: Record<AnswerProblemKind, string> = {
  missing: 'This question has no answer.',
  unknown_question: 'This question is not part of the assessment.',
  not_a_number: "The answer must be the number of one of the question's options.",
  not_an_option: "The answer is not one of the question's options.",
};

export function answerProblemSentence(problem: AnswerProblemKind): string {
  return PROBLEM_SENTENCES[problem];
}

/**
 * Every problem with the answers, in the order the questions are asked, then unknown ids in the order given.
 * Takes unknown values so it can name a wrong-typed answer rather than fail on it.
 */
export function answerProblems(type: AssessmentType, answers: Readonly<Record<string, unknown>>): AnswerProblem[] {
  const questions = questionBank(type);
  const problems: AnswerProblem[] = [];
  for (const question of questions) {
    if (!Object.hasOwn(answers, question.id) || answers[question.id] === undefined) {
      problems.push({ questionId: question.id, problem: 'missing' });
      continue;
    }
    const value = answers[question.id];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({ questionId: question.id, problem: 'not_a_number' });
    } else if (!question.options.some((option) => option.value === value)) {
      problems.push({ questionId: question.id, problem: 'not_an_option' });
    }
  }
  const knownIds = new Set(questions.map((question) => question.id));
  for (const questionId of Object.keys(answers)) {
    if (!knownIds.has(questionId)) problems.push({ questionId, problem: 'unknown_question' });
  }
  return problems;
}

/** The ids of the questions whose answers are missing, unknown, of the wrong type or out of range; empty when all is well. */
export function validateAnswers(type: AssessmentType, answers: Readonly<Record<string, unknown>>): string[] {
  return answerProblems(type, answers).map((problem) => problem.questionId);
}

/** Thrown when answers that were not validated reach scoring; carries the ids a 400 should name. */
export class InvalidAnswersError extends Error {
  readonly code = 'INVALID_ANSWERS';
  readonly questionIds: readonly string[];

  constructor(questionIds: readonly string[]) {
    super(`Answer every question with one of its options. Check: ${questionIds.join(', ')}.`);
    this.name = 'InvalidAnswersError';
    this.questionIds = questionIds;
  }
}

/**
 * Body of POST /api/assessment. Besides the shape, it checks the answers against the bank of the chosen type and
 * reports each bad one at path ['answers', questionId].
 */
export const assessmentSubmissionSchema = z
  .object({
    type: z.enum(ASSESSMENT_TYPES),
    answers: z.record(z.string(), z.number()),
  })
  .superRefine(
    (submission, context) => {
      for (const { questionId, problem } of answerProblems(submission.type, submission.answers)) {
        // zod itself has already reported an answer of the wrong type at the same path.
        if (problem === 'not_a_number') continue;
        context.addIssue({ code: 'custom', path: ['answers', questionId], message: answerProblemSentence(problem), params: { problem } });
      }
    },
    {
      // Run even when some answers have the wrong type, so one 400 names every bad question, not just the first kind.
      when: (payload) => {
        const value = payload.value as { type?: unknown; answers?: unknown } | null | undefined;
        return (
          typeof value === 'object' &&
          value !== null &&
          isAssessmentType(value.type) &&
          typeof value.answers === 'object' &&
          value.answers !== null &&
          !Array.isArray(value.answers)
        );
      },
    },
  );
export type AssessmentSubmission = z.infer<typeof assessmentSubmissionSchema>;
