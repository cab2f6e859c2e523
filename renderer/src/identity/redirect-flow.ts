// Sign-in by redirect, spec section 4 steps 1–8, in one place. The identity service is an injected AuthPort, the
// backend registration an injected call, so every step is tested with fakes (redirect-flow.test.ts).
import type { AuthPort, ProviderUser } from './auth-port';
import { authErrorRecordFor, storeAuthError } from './auth-error-record';
import { SESSION_FLAGS } from './auth-storage';
import { STORAGE_KEYS } from '../platform/storage-keys';

export const AUTH_SUCCESS_PATH = '/auth-success';
export const AUTH_ERROR_PATH = '/auth-error';
export const PROFILE_PATH = '/profile';
/** Spec 9: the post-success redirect waits 300 ms. */
export const POST_SUCCESS_REDIRECT_DELAY_MS = 300;

export interface RedirectFlowDeps {
  loadPort(): Promise<AuthPort>;
  /** sessionStorage in the app. */
  session: Storage;
  navigate(path: string): void;
  /** POST /api/firebase-auth for this user; resolves once the server holds a session. */
  registerWithBackend(user: ProviderUser & { email: string }): Promise<void>;
  /** window.location.host, for the unauthorized-domain text. */
  host: string;
  now(): Date;
  log(message: string, error?: unknown): void;
}

export interface RedirectFlow {
  /** Step 1: set the attempt flag (and where to land afterwards) and leave for the provider. */
  begin(redirectTo?: string): Promise<void>;
  /**
   * Steps 2–8 for this page load. Step 8 always runs; steps 2–7 need the provider and run when `withProvider`
   * (returning from a redirect, or a provider session may exist). Returns the unsubscribe function.
   */
  subscribe(options: { withProvider: boolean }): () => void;
  /** Step 8 on its own: if the success flag and a target are set, clear them and go there after 300 ms. */
  resumeSuccessRedirect(): void;
  /** Step 6 on its own: register this user with the backend unless this session already did. */
  registerOnce(user: ProviderUser): Promise<void>;
}

export function createRedirectFlow(deps: RedirectFlowDeps): RedirectFlow {
  const { session } = deps;
  const inFlight = new Map<string, Promise<void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const flag = (name: string) => session.getItem(name);
  const clearFlags = () => {
    for (const name of Object.values(SESSION_FLAGS)) session.removeItem(name);
  };

  function registeredEmails(): string[] {
    try {
      const parsed: unknown = JSON.parse(session.getItem(STORAGE_KEYS.firebaseRegisteredEmails.key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((email): email is string => typeof email === 'string') : [];
    } catch {
      return [];
    }
  }

  function registerOnce(user: ProviderUser): Promise<void> {
    // Spec 5: no email → rejected locally, with no call.
    if (!user.email) {
      deps.log('Not registering the signed-in account with the server: it has no email address.');
      return Promise.resolve();
    }
    const email = user.email.trim().toLowerCase();
    if (registeredEmails().includes(email)) return Promise.resolve();
    const pending = inFlight.get(email);
    if (pending) return pending;

    const registration = deps
      .registerWithBackend({ ...user, email: user.email })
      .then(() => {
        session.setItem(STORAGE_KEYS.firebaseRegisteredEmails.key, JSON.stringify([...registeredEmails(), email]));
      })
      // Spec 7: a failed registration is only logged; a later auth state change tries again.
      .catch((error: unknown) => deps.log('Registering the Google account with the server failed.', error))
      .finally(() => inFlight.delete(email));
    inFlight.set(email, registration);
    return registration;
  }

  function fail(error: unknown): void {
    storeAuthError(session, authErrorRecordFor(error, deps.host, deps.now()));
    deps.navigate(AUTH_ERROR_PATH);
  }

  async function handleRedirectResult(port: AuthPort): Promise<void> {
    const result = await port.getRedirectResult();
    const current = port.currentUser();
    if (result && current) {
      // Step 2. The server session comes first, so the next page finds the user signed in.
      await registerOnce(result.user);
      const target = flag(SESSION_FLAGS.authRedirectTo);
      clearFlags();
      deps.navigate(target ?? AUTH_SUCCESS_PATH);
      return;
    }
    if (flag(SESSION_FLAGS.googleSignInAttempt) === null) return;
    if (current) {
      // Step 3.
      await registerOnce(current);
      deps.navigate(AUTH_SUCCESS_PATH);
      return;
    }
    // Step 4.
    session.removeItem(SESSION_FLAGS.googleSignInAttempt);
  }

  function resumeSuccessRedirect(): void {
    const target = flag(SESSION_FLAGS.authRedirectTo);
    if (flag(SESSION_FLAGS.authSuccess) === null || target === null) return;
    session.removeItem(SESSION_FLAGS.authSuccess);
    session.removeItem(SESSION_FLAGS.authRedirectTo);
    const timer = setTimeout(() => {
      timers.delete(timer);
      deps.navigate(target);
    }, POST_SUCCESS_REDIRECT_DELAY_MS);
    timers.add(timer);
  }

  return {
    async begin(redirectTo) {
      session.setItem(SESSION_FLAGS.googleSignInAttempt, 'true');
      if (redirectTo) session.setItem(SESSION_FLAGS.authRedirectTo, redirectTo);
      try {
        const port = await deps.loadPort();
        await port.signInWithRedirect();
      } catch (error) {
        session.removeItem(SESSION_FLAGS.googleSignInAttempt);
        fail(error);
      }
    },

    subscribe({ withProvider }) {
      let active = true;
      let unsubscribeProvider: (() => void) | undefined;
      resumeSuccessRedirect();

      if (withProvider) {
        void (async () => {
          let port: AuthPort;
          try {
            port = await deps.loadPort();
            if (!active) return;
            await handleRedirectResult(port);
          } catch (error) {
            // Step 5.
            if (active) fail(error);
            return;
          }
          if (!active) return;
          unsubscribeProvider = port.onAuthStateChanged((user) => {
            if (!active || !user) return;
            // Step 6.
            const registration = registerOnce(user);
            // Step 7.
            if (flag(SESSION_FLAGS.googleSignInAttempt) !== null) {
              void registration.then(() => {
                if (!active) return;
                clearFlags();
                deps.navigate(PROFILE_PATH);
              });
            }
          });
        })();
      }

      return () => {
        active = false;
        unsubscribeProvider?.();
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
      };
    },

    resumeSuccessRedirect,
    registerOnce,
  };
}
