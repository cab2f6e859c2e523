// The Firebase settings of the browser tests: the web build points at the local Auth emulator (demo- project,
// works offline), and the server verifies the emulator's tokens with firebase-admin.
export const AUTH_EMULATOR_HOST = `127.0.0.1:${process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099}`;
export const AUTH_EMULATOR_PROJECT_ID = 'demo-guardians';

/**
 * The first blessing toast of the e2e build: a day instead of spec 9's 30 s, so it never takes the one toast place
 * (limit 1) while another test waits for its own toast. e2e/onboarding-blessings.spec.ts fast-forwards past it.
 */
export const E2E_FIRST_BLESSING_DELAY_MS = 24 * 60 * 60 * 1000;

/** For `vite build` of the e2e web bundle. */
export const E2E_WEB_BUILD_ENV = {
  VITE_BLESSING_FIRST_DELAY_MS: String(E2E_FIRST_BLESSING_DELAY_MS),
  VITE_FIREBASE_API_KEY: 'fake-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1',
  VITE_FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT_ID,
  VITE_FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
};

/** For the server under test. */
export const E2E_SERVER_FIREBASE_ENV = {
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
  FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT_ID,
};
