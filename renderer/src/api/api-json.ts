// Answers read with the endpoint's schema from common/contracts: a body of another shape becomes one clear
// ApiError (INVALID_RESPONSE) where it arrives, instead of a TypeError somewhere in a screen later.
import type { z } from 'zod';
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODES, INVALID_RESPONSE_TEXT } from './error-texts';
import { pathOfUrl } from './session-fetch';

/** Where an answer came from, for the error's details. */
export interface AnswerOrigin {
  url: string;
  /** The HTTP status of the answer (200 for a kept offline answer). */
  status: number;
}

/** How many schema issues an INVALID_RESPONSE error lists in its details. */
const LISTED_ISSUES = 5;

function invalidResponse(origin: AnswerOrigin, problem: { issues?: readonly z.core.$ZodIssue[]; cause: unknown }): ApiError {
  const issues = (problem.issues ?? []).slice(0, LISTED_ISSUES).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(origin.status, INVALID_RESPONSE_TEXT, {
    code: CLIENT_ERROR_CODES.invalidResponse,
    details: { path: pathOfUrl(origin.url), issues },
    cause: problem.cause,
  });
}

/** The answer as the schema reads it (defaults applied, unknown keys dropped), or an INVALID_RESPONSE ApiError. */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: unknown, origin: AnswerOrigin): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw invalidResponse(origin, { issues: parsed.error.issues, cause: parsed.error });
}

/** The JSON of an answer's text; an empty body (204) is undefined, a body that is not JSON is INVALID_RESPONSE. */
export function parseJsonText(text: string, origin: AnswerOrigin): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidResponse(origin, { cause: error });
  }
}

/** The JSON of an OK answer, as parseJsonText reads it. */
export async function readJsonAnswer(response: Response, url: string): Promise<unknown> {
  return parseJsonText(await response.text(), { url, status: response.status });
}
