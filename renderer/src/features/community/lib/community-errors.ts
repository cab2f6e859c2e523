// The community's refusals a screen acts on rather than only reads (the daily limit, COMMUNITY_RATE_LIMITED, is a
// feature limit of common/system-texts.ts: the API client passes the server's sentence on and degrades nothing).
import { ApiError } from '../../../api/api-error';

export const ALREADY_DECIDED = 'ALREADY_DECIDED';

/** The server refused because another moderator decided the post first. */
export function isAlreadyDecided(error: unknown): boolean {
  return error instanceof ApiError && error.code === ALREADY_DECIDED;
}

/** The server refused the reply because a moderator locked the topic meanwhile. */
export function isTopicLocked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TOPIC_LOCKED';
}
