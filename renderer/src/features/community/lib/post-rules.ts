// What a post, a topic and a display name must be, read from the API contract's own schemas, so the form refuses
// exactly what the server would and says it in a sentence before anything is sent.
import type { z } from 'zod';
import { EditPostRequest, NewReplyRequest, NewTopicRequest, UpdateCommunityMemberRequest } from '@common/contracts/community';

export interface LengthRule {
  min: number;
  max: number;
}

function lengthOf(schema: { minLength: number | null; maxLength: number | null }): LengthRule {
  return { min: schema.minLength ?? 0, max: schema.maxLength ?? Number.MAX_SAFE_INTEGER };
}

export const TOPIC_TITLE_RULE = lengthOf(NewTopicRequest.shape.title);
export const TOPIC_BODY_RULE = lengthOf(NewTopicRequest.shape.body);
export const REPLY_BODY_RULE = lengthOf(NewReplyRequest.shape.body);
export const EDIT_BODY_RULE = lengthOf(EditPostRequest.shape.body);

const numberFormat = new Intl.NumberFormat('en-US');

/** "5 to 140 characters", for the field's description. */
export function lengthHint(rule: LengthRule): string {
  return `${numberFormat.format(rule.min)} to ${numberFormat.format(rule.max)} characters`;
}

/** The problems of a parse, one sentence per field, in the words a member reads. */
function problemsOf(
  error: z.ZodError,
  sentences: { tooShort: (min: number) => string; tooLong: (max: number) => string; other: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (problems[field] !== undefined) continue;
    if (issue.code === 'too_small') problems[field] = sentences.tooShort(Number(issue.minimum));
    else if (issue.code === 'too_big') problems[field] = sentences.tooLong(Number(issue.maximum));
    else problems[field] = sentences.other;
  }
  return problems;
}

const postSentences = {
  tooShort: (min: number) => `Write at least ${numberFormat.format(min)} characters.`,
  tooLong: (max: number) => `Keep it to ${numberFormat.format(max)} characters or fewer.`,
  other: 'Check this field.',
};

export interface TopicProblems {
  title?: string;
  body?: string;
}

/** What is wrong with a new topic, by field; empty when the server would take it. */
export function topicProblems(title: string, body: string): TopicProblems {
  const parsed = NewTopicRequest.safeParse({ title, body });
  return parsed.success ? {} : problemsOf(parsed.error, postSentences);
}

/** What is wrong with a reply's (or an edited post's) text; null when the server would take it. */
export function replyProblem(body: string): string | null {
  const parsed = NewReplyRequest.safeParse({ body });
  return parsed.success ? null : (problemsOf(parsed.error, postSentences).body ?? postSentences.other);
}

/** What is wrong with an edit, by field: the opening post's title is checked too when it is given. */
export function editProblems(body: string, title: string | undefined): TopicProblems {
  const parsed = EditPostRequest.safeParse({ body, title });
  return parsed.success ? {} : problemsOf(parsed.error, postSentences);
}

/** What is wrong with a display name (an '@' makes it look like an email address); null when the server would take it. */
export function displayNameProblem(name: string): string | null {
  const parsed = UpdateCommunityMemberRequest.safeParse({ displayName: name });
  if (parsed.success) return null;
  return (
    problemsOf(parsed.error, {
      tooShort: (min) => `Use at least ${min} characters.`,
      tooLong: (max) => `Use at most ${max} characters.`,
      other: 'A display name cannot be an email address: leave out the “@”.',
    }).displayName ?? 'Check the name.'
  );
}

const reasonSentences = {
  tooShort: (min: number) => `Write at least ${min} characters: the author reads it.`,
  tooLong: (max: number) => `Keep it to ${numberFormat.format(max)} characters or fewer.`,
  other: 'Check this field.',
};

/** What is wrong with a moderator's request (a reason, a new text, days), by field; empty when the server would take it. */
export function moderationProblems(schema: z.ZodType, request: unknown): Record<string, string> {
  const parsed = schema.safeParse(request);
  return parsed.success ? {} : problemsOf(parsed.error, reasonSentences);
}
