// The federated identity service as the sign-in flow needs it. Firebase implements it (firebase-auth-port.ts);
// tests pass a fake, so the flow is tested without a network or the SDK.

export interface ProviderUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** A fresh ID token for `Authorization: Bearer` on POST /api/firebase-auth. */
  getIdToken(): Promise<string>;
}

export interface RedirectResult {
  user: ProviderUser;
}

export interface AuthPort {
  /** Leaves the page for the provider's sign-in (Google), which returns to the page that started it. */
  signInWithRedirect(): Promise<void>;
  /** The result of a redirect sign-in that has just returned, or null when there is none. */
  getRedirectResult(): Promise<RedirectResult | null>;
  /** The provider's signed-in user once its stored state has loaded. */
  currentUser(): ProviderUser | null;
  onAuthStateChanged(listener: (user: ProviderUser | null) => void): () => void;
  signOut(): Promise<void>;
}
