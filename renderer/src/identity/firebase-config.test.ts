import { describe, expect, it } from 'vitest';
import { readFirebaseSetup } from './firebase-config';

describe('readFirebaseSetup', () => {
  it('is unavailable, with a one-line reason, when a required setting is missing or blank', () => {
    const setup = readFirebaseSetup({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: ' ', VITE_FIREBASE_PROJECT_ID: 'p' });
    expect(setup.available).toBe(false);
    expect(setup.available === false && setup.reason).toBe('Google sign-in is not set up on this server yet; use your email or try the demo.');
  });

  it('reads the web config, the optional app id and the emulator host', () => {
    expect(
      readFirebaseSetup({
        VITE_FIREBASE_API_KEY: 'fake-api-key',
        VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1',
        VITE_FIREBASE_PROJECT_ID: 'demo-guardians',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
        VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      available: true,
      config: { apiKey: 'fake-api-key', authDomain: '127.0.0.1', projectId: 'demo-guardians', appId: '1:2:web:3', emulatorHost: '127.0.0.1:9099' },
    });
  });
});
