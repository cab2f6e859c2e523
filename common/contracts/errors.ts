import { z } from 'zod';

/** Stable codes of the failures every endpoint can answer; modules add their own (e.g. GUARDIAN_NOT_FOUND). */
export const CORE_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNSUPPORTED_CONTENT_ENCODING',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'INVALID_URL_ENCODING',
  'INVALID_CHARACTERS',
  'NOT_FOUND',
  'READ_ONLY',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/** The one body every failed API call answers with. */
export const ErrorBody = z
  .object({
    error: z.string().describe('A sentence a person can act on.'),
    code: z.string().describe('Stable machine-readable code, e.g. VALIDATION_FAILED.'),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ValidationIssue = z
  .object({
    location: z.enum(['body', 'query', 'params']),
    path: z.string().describe('Dotted path of the offending field; empty for the whole value.'),
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'ValidationIssue' });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** details of a VALIDATION_FAILED answer. */
export const ValidationDetails = z.object({ issues: z.array(ValidationIssue) });
export type ValidationDetails = z.infer<typeof ValidationDetails>;

export const errorResponse = (description: string) => ({ description, body: ErrorBody });

/** What every staff-only endpoint answers to a caller who is not signed in, or is neither an admin nor support. */
export const STAFF_ONLY_RESPONSES = {
  401: errorResponse('Not signed in (UNAUTHENTICATED)'),
  403: errorResponse('Not an administrator or support account (FORBIDDEN)'),
};
