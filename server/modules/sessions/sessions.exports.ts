// The sessions module's door: what the rest of the server may use of it. Its repositories stay inside.
export { SESSION_COOKIE, SessionsService, hasSessionCookie } from './sessions.service';
export type { SessionAccounts } from './sessions.service';
