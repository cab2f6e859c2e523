// Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the
// Auth emulator's unsigned tokens instead of Google-signed ones (config.ts refuses that combination in production).
import type { App } from 'firebase-admin/app';

/** What a verified ID token proves about the person. */
export interface VerifiedIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface IdTokenVerifier {
  /** Rejects when the token is malformed, expired, revoked-by-signature or for another project. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function firebaseIdTokenVerifier(projectId: string): IdTokenVerifier {
  let app: Promise<App> | undefined;
  // Loaded on first use: a server without federated sign-in never pays for firebase-admin.
  const firebaseApp = (): Promise<App> =>
    (app ??= import('firebase-admin/app').then(({ getApps, initializeApp }) => {
      // One named app per project, shared by every server in this process (tests start several).
      const name = `guardians:${projectId}`;
      return getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
    }));

  return {
    async verify(idToken) {
      const { getAuth } = await import('firebase-admin/auth');
      const decoded = await getAuth(await firebaseApp()).verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: stringClaim(decoded.email),
        emailVerified: decoded.email_verified === true,
        name: stringClaim(decoded.name),
        picture: stringClaim(decoded.picture),
      };
    },
  };
}
