// Who the session query says is signed in, for the offline-answer store: whose answers it may keep and serve.
// Follows a query client's session query (its fetched answer, and what sign-in and sign-out write into it).
import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';

/** The session query's key and URL (GET /api/auth/me): the one place that says who is signed in. */
export const SESSION_PATH = CUSTOMER_READ_PATHS.session;
/** Whose answer it is stays unknown this long at most; then a store gives up rather than guess. */
export const SESSION_WAIT_MS = 10_000;

/**
 * Whose session an answer names: null for `null` (signed out), the user's id for `{user: {id}}`, undefined for
 * anything else. The query already read the answer with its contract; this only picks out the id.
 */
function sessionUserId(answer: unknown): string | null | undefined {
  if (answer === null) return null;
  if (typeof answer !== 'object') return undefined;
  const user: unknown = (answer as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return undefined;
  const id: unknown = (user as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

export interface KnownSessionUser {
  userId: string | null;
}

export class SessionWatcher {
  /** undefined until the session has said (or when asking it failed). */
  private user: KnownSessionUser | undefined;
  private readonly waiters = new Set<() => void>();
  private readonly answerListeners = new Set<(answer: unknown) => void>();
  private readonly watched = new WeakSet<QueryClient>();

  constructor(private readonly waitMs: number = SESSION_WAIT_MS) {}

  /** Follows the session query of a query client, from its current answer on. */
  watch(client: QueryClient): () => void {
    if (this.watched.has(client)) return () => undefined;
    this.watched.add(client);
    this.remember(client.getQueryData([SESSION_PATH]));
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const [path, ...rest] = event.query.queryKey;
      if (path === SESSION_PATH && rest.length === 0) this.remember(event.query.state.data);
    });
  }

  /** Each session answer the watcher learns, in the shape GET /api/auth/me gives it. */
  onSessionAnswer(listener: (answer: unknown) => void): () => void {
    this.answerListeners.add(listener);
    return () => {
      this.answerListeners.delete(listener);
    };
  }

  /** Who is signed in as far as the session has said; undefined while it has not. */
  current(): KnownSessionUser | undefined {
    return this.user;
  }

  /** Who is signed in, waiting up to SESSION_WAIT_MS for the session to say; undefined if it never does. */
  known(): Promise<KnownSessionUser | undefined> {
    if (this.user) return Promise.resolve(this.user);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(this.user);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(undefined);
      }, this.waitMs);
      this.waiters.add(wake);
    });
  }

  /** At sign-out: that account is no longer the one answers are kept for. */
  forget(userId: string): void {
    if (this.user?.userId === userId) this.user = { userId: null };
  }

  private remember(answer: unknown): void {
    if (answer === undefined) return;
    const userId = sessionUserId(answer);
    if (userId === undefined) return;
    this.user = { userId };
    for (const wake of this.waiters) wake();
    this.waiters.clear();
    for (const listener of this.answerListeners) listener(answer);
  }
}
