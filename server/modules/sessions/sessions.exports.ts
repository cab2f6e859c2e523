// The sessions module's door: what the rest of the server may use of it. Its repositories stay inside.
export { SESSION_COOKIE, SessionsService, hasSessionCookie } from './sessions.service';
export type { SessionAccounts } from './sessions.service';
// Row-free steps other modules take inside their own work: ending an account's sessions (disabling, erasure), the
// start of the current session (a fresh sign-in), and the hourly sweep.
export { deleteExpiredSessions, deleteSessionsOf, sessionStartedAt } from './sessions.repository';
