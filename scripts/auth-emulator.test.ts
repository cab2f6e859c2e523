import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningAuthEmulator } from './auth-emulator';
import { AUTH_EMULATOR_PROJECT_ID, startAuthEmulator } from './auth-emulator';

// A distinct port so this file never collides with an API test's emulator.
let emulator: RunningAuthEmulator;

beforeAll(async () => {
  emulator = await startAuthEmulator({ port: 9199 });
}, 120_000);

afterAll(async () => {
  await emulator?.stop();
}, 30_000);

describe('Firebase Auth emulator helper', () => {
  it('starts the real emulator for the demo project and clears its accounts', async () => {
    expect(emulator.projectId).toBe(AUTH_EMULATOR_PROJECT_ID);
    const signUp = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'probe@example.com', password: 'secret-123', returnSecureToken: true }),
    });
    expect(signUp.status).toBe(200);
    const { idToken } = (await signUp.json()) as { idToken: string };
    expect(idToken.split('.')).toHaveLength(3);

    await emulator.clearAccounts();
    const signIn = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'probe@example.com', password: 'secret-123', returnSecureToken: true }),
    });
    expect(signIn.status).toBe(400);
  });
});
