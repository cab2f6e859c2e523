// Guardian Assessments (spec 1, 3, 6, 7): the question banks, submitting answers that the server scores, and the
// history a person (or the browser holding a guest claim) may read back.
import { z } from 'zod';
import { ASSESSMENT_TYPES, assessmentQuestionSchema } from '../assessments/question-banks';
import { assessmentResultsSchema } from '../assessments/scoring';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const AssessmentType = z.enum(ASSESSMENT_TYPES).meta({ id: 'AssessmentType' });

export const AssessmentQuestionsQuery = z.object({ type: AssessmentType });
export type AssessmentQuestionsQuery = z.infer<typeof AssessmentQuestionsQuery>;

export const AssessmentQuestion = assessmentQuestionSchema.meta({ id: 'AssessmentQuestion' });

export const AssessmentQuestionsResponse = z
  .object({ type: AssessmentType, questions: z.array(AssessmentQuestion) })
  .meta({ id: 'AssessmentQuestionsResponse' });
export type AssessmentQuestionsResponse = z.infer<typeof AssessmentQuestionsResponse>;

// Answers are checked question by question by the service, not here, so one 400 INVALID_ANSWERS names every bad
// question (missing, unknown, not a number, not an option) instead of a generic VALIDATION_FAILED.
export const AssessmentSubmissionRequest = z
  .object({
    type: AssessmentType,
    answers: z
      .record(z.string().min(1).max(64), z.unknown())
      .describe("Question id → the `value` of the chosen option (a number). Every question of the type's bank, nothing else."),
  })
  .meta({ id: 'AssessmentSubmissionRequest' });
export type AssessmentSubmissionRequest = z.infer<typeof AssessmentSubmissionRequest>;

export const AssessmentResults = assessmentResultsSchema.meta({ id: 'AssessmentResults' });
export type AssessmentResults = z.infer<typeof AssessmentResults>;

/** Spec 3's assessment history entry, plus the type of assessment that produced it. */
export const AssessmentHistoryEntry = z
  .object({
    id: z.string(),
    created_at: z.iso.datetime(),
    type: AssessmentType,
    results: AssessmentResults,
  })
  .meta({ id: 'AssessmentHistoryEntry' });
export type AssessmentHistoryEntry = z.infer<typeof AssessmentHistoryEntry>;

export const AssessmentSubmittedResponse = AssessmentHistoryEntry.extend({
  tempUserEmail: z
    .string()
    .optional()
    .describe("Only when signed out: the temporary email this browser's assessments are kept under (store it as tempUserEmail)."),
}).meta({ id: 'AssessmentSubmittedResponse' });
export type AssessmentSubmittedResponse = z.infer<typeof AssessmentSubmittedResponse>;

export const AssessmentHistoryParams = z.object({
  email: z.string().trim().min(1).max(254).describe("The account's email, or the temporary email a signed-out visitor was given"),
});
export type AssessmentHistoryParams = z.infer<typeof AssessmentHistoryParams>;

/** Spec 7: the list itself, newest first. */
export const AssessmentHistoryResponse = z.array(AssessmentHistoryEntry).meta({ id: 'AssessmentHistoryResponse' });
export type AssessmentHistoryResponse = z.infer<typeof AssessmentHistoryResponse>;

export const MyAssessmentsResponse = z
  .object({
    email: z.string().describe('The account email, or the temporary email of a signed-out visitor.'),
    temporary: z.boolean().describe('True when the assessments are held by a guest claim, not an account.'),
    assessments: AssessmentHistoryResponse,
  })
  .meta({ id: 'MyAssessmentsResponse' });
export type MyAssessmentsResponse = z.infer<typeof MyAssessmentsResponse>;

/** details of a 400 INVALID_ANSWERS. */
export const InvalidAnswersDetails = z
  .object({
    questionIds: z.array(z.string()),
    problems: z.array(
      z.object({
        questionId: z.string(),
        problem: z.enum(['missing', 'unknown_question', 'not_a_number', 'not_an_option']),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'InvalidAnswersDetails' });
export type InvalidAnswersDetails = z.infer<typeof InvalidAnswersDetails>;

export const ASSESSMENT_ERROR_CODES = ['INVALID_ANSWERS', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'] as const;

const databaseUnavailable = errorResponse('The database is unavailable (DATABASE_UNAVAILABLE)');

export const assessmentEndpoints = {
  getAssessmentQuestions: {
    method: 'get',
    path: '/api/assessment/questions',
    summary: 'The questions of the basic or the standardized assessment, in the order they are asked',
    tag: 'assessments',
    request: { query: AssessmentQuestionsQuery },
    responses: {
      200: { description: 'The question bank', body: AssessmentQuestionsResponse },
      400: errorResponse('type is missing or not basic or standardized (VALIDATION_FAILED)'),
    },
  },
  postAssessment: {
    method: 'post',
    path: '/api/assessment',
    summary: 'Scores answers on the server and keeps the result under the account, or under a temporary email with a claim cookie when signed out',
    tag: 'assessments',
    request: { body: AssessmentSubmissionRequest },
    responses: {
      201: { description: 'The stored assessment', body: AssessmentSubmittedResponse },
      400: errorResponse('Unknown type or malformed body (VALIDATION_FAILED), or bad answers (INVALID_ANSWERS, details: InvalidAnswersDetails)'),
      429: errorResponse('Too many new guest assessments from this network (RATE_LIMITED)'),
      503: errorResponse('The store is read-only (READ_ONLY)'),
    },
  },
  getAssessmentEmailByEmail: {
    method: 'get',
    path: '/api/assessment/email/{email}',
    summary: "The assessments kept under an email, newest first: only for that account or the browser holding that temporary email's claim",
    tag: 'assessments',
    request: { params: AssessmentHistoryParams },
    responses: {
      200: { description: 'The history, newest first', body: AssessmentHistoryResponse },
      400: errorResponse('The email is malformed (VALIDATION_FAILED)'),
      401: errorResponse('Signed out and not holding the claim of this email (UNAUTHENTICATED)'),
      403: errorResponse('Signed in as someone else (FORBIDDEN)'),
      503: databaseUnavailable,
    },
  },
  getAssessmentMine: {
    method: 'get',
    path: '/api/assessment/mine',
    summary: "The signed-in account's assessments, or those of this browser's guest claim, newest first",
    tag: 'assessments',
    responses: {
      200: { description: 'Whose assessments and the list', body: MyAssessmentsResponse },
      401: errorResponse('Neither signed in nor holding a guest claim (UNAUTHENTICATED)'),
      503: databaseUnavailable,
    },
  },
} satisfies Record<string, ApiEndpoint>;
