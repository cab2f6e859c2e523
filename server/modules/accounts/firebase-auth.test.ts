// Federated sign-in against the real Firebase Auth emulator (firebase-tools, offline). firebase-admin verifies its
// tokens because FIREBASE_AUTH_EMULATOR_HOST is set for this file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAuthEmulator } from '../../../scripts/auth-emulator';
import type { RunningAuthEmulator } from '../../../scripts/auth-emulator';
import { SignedInResponse } from '@common/contracts/accounts';
import { registerVisitor, TEST_PASSWORD } from '../../test/accounts-helpers';
import { createTestDatabase, readErrorBody, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';

let emulator: RunningAuthEmulator;
let database: TestDatabase;
let app: TestApp;
const previousEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  database = await createTestDatabase();
  app = await startTestApp({ location: database.location, accounts: { firebaseProjectId: emulator.projectId } });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await emulator?.stop();
  if (previousEmulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousEmulatorHost;
}, 30_000);

beforeEach(async () => {
  await emulator.clearAccounts();
});

interface EmulatorSignIn {
  idToken: string;
  localId: string;
  email: string;
}

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<EmulatorSignIn> {
  const response = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as EmulatorSignIn;
}

/** 'Continue with Google' as the emulator performs it: a Google identity whose email Google has verified. */
function googleSignIn(email: string, name = 'Gita Google'): Promise<EmulatorSignIn> {
  const googleClaims = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  return identityToolkit('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(googleClaims)}&providerId=google.com`,
    requestUri: 'http://127.0.0.1',
    returnIdpCredential: true,
  });
}

/** An email-and-password Firebase account: its email is not verified. */
function unverifiedSignUp(email: string): Promise<EmulatorSignIn> {
  return identityToolkit('signUp', { email, password: 'firebase-password' });
}

function federatedSignIn(visitor: TestVisitor, token: string | undefined, body: Record<string, unknown>): Promise<Response> {
  return visitor.post('/api/firebase-auth', body, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
}

describe('POST /api/firebase-auth', () => {
  it('verifies an emulator ID token, creates a customer account and signs it in', async () => {
    const email = uniqueEmail('google');
    const google = await googleSignIn(email);
    const visitor = new TestVisitor(app);

    const response = await federatedSignIn(visitor, google.idToken, { email, displayName: 'Gita', uid: google.localId });
    expect(response.status).toBe(200);
    const body = SignedInResponse.parse(await response.json());
    expect(body.user).toMatchObject({ uid: google.localId, email, displayName: 'Gita', authProvider: 'firebase', isDemo: false, roles: ['customer'] });
    expect(body.wallet).toEqual({ balance: 0, currency: 'coins', entries: [] });
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
  });

  it('signs the same Firebase user into the same account every time', async () => {
    const email = uniqueEmail('returning');
    const google = await googleSignIn(email);
    const first = SignedInResponse.parse(
      await (await federatedSignIn(new TestVisitor(app), google.idToken, { email, displayName: '', uid: google.localId })).json(),
    );
    const again = await googleSignIn(email);
    const second = SignedInResponse.parse(
      await (await federatedSignIn(new TestVisitor(app), again.idToken, { email: email.toUpperCase(), displayName: '', uid: again.localId })).json(),
    );
    expect(second.user.id).toBe(first.user.id);
    // The provider's name fills in when the client sends none.
    expect(first.user.displayName).toBe('Gita Google');
    const rows = await app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 401 MISSING_TOKEN without a bearer token', async () => {
    const response = await federatedSignIn(new TestVisitor(app), undefined, { email: uniqueEmail(), displayName: '', uid: 'someone' });
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'MISSING_TOKEN' });
  });

  it('answers 401 INVALID_TOKEN for a token that is not a Firebase ID token, without a session', async () => {
    const visitor = new TestVisitor(app);
    const response = await federatedSignIn(visitor, 'not.a.token', { email: uniqueEmail(), displayName: '', uid: 'someone' });
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(visitor.sessionToken).toBeUndefined();
  });

  it('answers 400 TOKEN_MISMATCH when the body names another uid or email than the token', async () => {
    const email = uniqueEmail('mismatch');
    const google = await googleSignIn(email);
    for (const body of [
      { email, displayName: '', uid: 'someone-else' },
      { email: uniqueEmail('other'), displayName: '', uid: google.localId },
    ]) {
      const visitor = new TestVisitor(app);
      const response = await federatedSignIn(visitor, google.idToken, body);
      expect(response.status).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'TOKEN_MISMATCH' });
      expect(visitor.sessionToken).toBeUndefined();
    }
  });

  it('links an existing simple account with the same verified email instead of creating another', async () => {
    const simple = await registerVisitor(app, { label: 'linked' });
    const google = await googleSignIn(simple.email.toUpperCase());

    const response = await federatedSignIn(new TestVisitor(app), google.idToken, { email: simple.email, displayName: '', uid: google.localId });
    expect(response.status).toBe(200);
    const { user } = SignedInResponse.parse(await response.json());
    expect(user.id).toBe(simple.userId);
    expect(user.authProvider).toBe('simple');
    const row = await app.db.selectFrom('users').select(['firebase_uid']).where('id', '=', simple.userId).executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBe(google.localId);
    expect(await app.db.selectFrom('users').select('id').where('email', '=', simple.email).execute()).toHaveLength(1);
    // The password keeps working.
    expect((await new TestVisitor(app).post('/api/login', { email: simple.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('answers 409 EMAIL_IN_USE instead of linking when the email is not verified', async () => {
    const simple = await registerVisitor(app, { label: 'unverified' });
    const firebaseUser = await unverifiedSignUp(simple.email);
    const response = await federatedSignIn(new TestVisitor(app), firebaseUser.idToken, { email: simple.email, displayName: '', uid: firebaseUser.localId });
    expect(response.status).toBe(409);
    expect(await readErrorBody(response)).toMatchObject({ code: 'EMAIL_IN_USE' });
    const row = await app.db.selectFrom('users').select('firebase_uid').where('id', '=', simple.userId).executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBeNull();
  });

  it('rotates the session like any sign-in', async () => {
    const { visitor } = await registerVisitor(app);
    const before = new TestVisitor(app);
    before.sessionToken = visitor.sessionToken;
    const email = uniqueEmail('rotate');
    const google = await googleSignIn(email);
    expect((await federatedSignIn(visitor, google.idToken, { email, displayName: '', uid: google.localId })).status).toBe(200);
    expect((await before.get('/api/auth/me')).status).toBe(401);
  });
});
