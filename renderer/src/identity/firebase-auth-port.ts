// The AuthPort over the Firebase JS SDK. The SDK is imported dynamically, so it sits in its own chunk and only
// downloads when someone signs in with Google or returns from doing so.
import type { Auth, User } from 'firebase/auth';
import type { AuthPort, ProviderUser } from './auth-port';
import type { FirebaseWebConfig } from './firebase-config';

function toProviderUser(user: User): ProviderUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    getIdToken: () => user.getIdToken(),
  };
}

export async function createFirebaseAuthPort(config: FirebaseWebConfig): Promise<AuthPort> {
  const [{ initializeApp, getApps }, firebaseAuth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, ...(config.appId ? { appId: config.appId } : {}) });
  const auth: Auth = firebaseAuth.getAuth(app);
  if (config.emulatorHost && !auth.emulatorConfig) {
    firebaseAuth.connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  }
  const provider = new firebaseAuth.GoogleAuthProvider();

  return {
    signInWithRedirect: () => firebaseAuth.signInWithRedirect(auth, provider),
    async getRedirectResult() {
      const result = await firebaseAuth.getRedirectResult(auth);
      await auth.authStateReady();
      return result ? { user: toProviderUser(result.user) } : null;
    },
    currentUser: () => (auth.currentUser ? toProviderUser(auth.currentUser) : null),
    onAuthStateChanged: (listener) => firebaseAuth.onAuthStateChanged(auth, (user) => listener(user ? toProviderUser(user) : null)),
    signOut: () => firebaseAuth.signOut(auth),
  };
}

let portPromise: Promise<AuthPort> | undefined;

/** One port per page, created on first use. */
export function loadFirebaseAuthPort(config: FirebaseWebConfig): Promise<AuthPort> {
  portPromise ??= createFirebaseAuthPort(config);
  return portPromise;
}
