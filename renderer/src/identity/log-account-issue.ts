/** Failures spec 8 says are only logged (backend registration, provider sign-out, session sync): a warning, no toast. */
export function logAccountIssue(message: string, error?: unknown): void {
  if (error === undefined) console.warn(`[accounts] ${message}`);
  else console.warn(`[accounts] ${message}`, error);
}
