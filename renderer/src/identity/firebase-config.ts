// Firebase web settings come from the build's environment (VITE_FIREBASE_*). Without them, Google sign-in is off.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** host:port of the Firebase Auth emulator (tests and local development). */
  emulatorHost?: string;
}

export type FirebaseSetup = { available: true; config: FirebaseWebConfig } | { available: false; reason: string };

type BuildEnv = Record<string, unknown>;

const REQUIRED = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID'] as const;

function text(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function readFirebaseSetup(env: BuildEnv): FirebaseSetup {
  const missing = REQUIRED.filter((name) => text(env, name) === undefined);
  if (missing.length > 0) {
    return {
      available: false,
      reason: 'Google sign-in is not set up on this server yet; use your email or try the demo.',
    };
  }
  const config: FirebaseWebConfig = {
    apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? '',
    authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? '',
    projectId: text(env, 'VITE_FIREBASE_PROJECT_ID') ?? '',
  };
  const appId = text(env, 'VITE_FIREBASE_APP_ID');
  if (appId) config.appId = appId;
  const emulatorHost = text(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost) config.emulatorHost = emulatorHost;
  return { available: true, config };
}

/** The setup of this build. */
export const firebaseSetup: FirebaseSetup = readFirebaseSetup(import.meta.env);
