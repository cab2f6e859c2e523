// Logout exactly as spec 4 ("Session"): loading on, the mirror cleared, the provider signed out (its failure
// tolerated and logged), nobody signed in, an unexpected error kept, loading off at the end. The server session
// ends first: it is the one that matters.
import { clearSignedInMirror } from './auth-storage';

export interface SignOutDeps {
  endServerSession(): Promise<void>;
  /** Signs out of the identity provider, or undefined when no provider session can exist. */
  providerSignOut: (() => Promise<void>) | undefined;
  /** Removes the signed-out user's answers from the offline cache, or undefined when nobody was signed in. */
  clearOfflineAnswers: (() => Promise<void>) | undefined;
  storage: Storage;
  setLoading(loading: boolean): void;
  /** Nobody is signed in any more; may first leave a page that needs a user. */
  setSignedOut(): void | Promise<void>;
  setError(error: unknown): void;
  log(message: string, error?: unknown): void;
}

/** Resolves true when the visitor is signed out on the server. */
export async function signOut(deps: SignOutDeps): Promise<boolean> {
  deps.setLoading(true);
  try {
    await deps.endServerSession();
    clearSignedInMirror(deps.storage);
    if (deps.providerSignOut) {
      try {
        await deps.providerSignOut();
      } catch (error) {
        deps.log('Signing out of Google failed; the Guardians session has ended anyway.', error);
      }
    }
    if (deps.clearOfflineAnswers) {
      try {
        await deps.clearOfflineAnswers();
      } catch (error) {
        deps.log('Clearing the offline cache after sign-out failed.', error);
      }
    }
    await deps.setSignedOut();
    return true;
  } catch (error) {
    deps.setError(error);
    return false;
  } finally {
    deps.setLoading(false);
  }
}
