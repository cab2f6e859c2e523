import { DEFAULT_ACCOUNT_SETTINGS } from '../../config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountUser, CurrentUserResponse, RoleCatalogResponse, SessionProbeResponse, SignedInResponse } from '@common/contracts/accounts';
import { DEFAULT_PASSWORD_POLICY, failedPasswordRules, passwordPolicySchema } from '@common/password-policy';
import type { PasswordPolicy } from '@common/password-policy';
import { PARTNER_ROLES, ROLES } from '@common/roles';
import { sessionSetCookie, TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { registerVisitor, TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import { createTestDatabase, readErrorBody, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { sha256Hex } from '../../http/secrets';

const app = useTestApp();

async function sessionCount(userId: string): Promise<number> {
  const rows = await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('POST /api/register', () => {
  it('creates a customer account, signs it in with an HttpOnly SameSite=Lax cookie and answers {user, wallet}', async () => {
    const visitor = new TestVisitor(app);
    const email = uniqueEmail('new');
    const response = await visitor.post('/api/register', { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD, displayName: 'Asha' });

    expect(response.status).toBe(201);
    const body = SignedInResponse.parse(await response.json());
    expect(body.user).toMatchObject({ email, displayName: 'Asha', isDemo: false, roles: ['customer'], authProvider: 'simple', photoURL: null });
    expect(body.user.uid).toMatch(/^[A-Za-z0-9_-]{28}$/);
    expect(body.wallet).toEqual({ balance: 0, currency: 'coins', entries: [] });

    const cookie = sessionSetCookie(response) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await visitor.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(CurrentUserResponse.parse(await me.json()).user).toEqual(body.user);
  });

  it('stores a salted scrypt hash, never the password, and only the SHA-256 hash of the session token', async () => {
    const first = await registerVisitor(app);
    const second = await registerVisitor(app);
    const rows = await app.db.selectFrom('users').select(['id', 'password_hash']).where('id', 'in', [first.userId, second.userId]).execute();
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(row.password_hash).not.toContain(TEST_PASSWORD);
    }
    // Same password, different salts.
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);

    const token = first.visitor.sessionToken ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const sessionIds = (await app.db.selectFrom('sessions').select('id').where('user_id', '=', first.userId).execute()).map((row) => row.id);
    expect(sessionIds).toEqual([sha256Hex(token)]);
  });

  it('answers 400 INVALID_EMAIL for an address that is not an email', async () => {
    for (const email of ['not-an-email', '', 'a@b']) {
      const response = await new TestVisitor(app).post('/api/register', { email, password: TEST_PASSWORD });
      expect(response.status).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'INVALID_EMAIL', error: expect.stringContaining('valid email') });
    }
  });

  it('answers 400 RESERVED_EMAIL_DOMAIN for the guest and demo domains the store makes up itself', async () => {
    for (const email of ['visitor-0123456789abcdef01234567@guest.guardians.local', 'demo-abc@demo.guardians.invalid']) {
      const response = await new TestVisitor(app).post('/api/register', { email, password: TEST_PASSWORD });
      expect(response.status).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: 'RESERVED_EMAIL_DOMAIN' });
    }
  });

  it('answers 400 WEAK_PASSWORD naming the failed rules of the policy', async () => {
    const response = await new TestVisitor(app).post('/api/register', { email: uniqueEmail(), password: 'abc' });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['minLength', 'strength'] } });
  });

  it('refuses common and trivial passwords (123456, password, eight spaces…) with WEAK_PASSWORD and the reason, creating nothing', async () => {
    for (const password of ['123456', 'password', '        ', 'qwerty123', 'Password1', 'aaaaaaaa']) {
      const email = uniqueEmail('common');
      const visitor = new TestVisitor(app);
      const response = await visitor.post('/api/register', { email, password });
      expect(response.status, JSON.stringify(password)).toBe(400);
      const body = await readErrorBody(response);
      expect(body, JSON.stringify(password)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['strength'] } });
      expect(body.error).toMatch(/too common or too easy to guess/);
      expect(typeof (body.details as { warning?: unknown }).warning).toBe('string');
      expect(visitor.sessionToken).toBeUndefined();
      expect(await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses a password made of the person’s own name or email', async () => {
    const response = await new TestVisitor(app).post('/api/register', {
      email: uniqueEmail('kavya.sharma'),
      password: 'kavyasharma',
      displayName: 'Kavya Sharma',
    });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['strength'] } });
  });

  it('answers 409 EMAIL_IN_USE for an email that exists in another case, without signing in', async () => {
    const { email } = await registerVisitor(app);
    const visitor = new TestVisitor(app);
    const response = await visitor.post('/api/register', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(409);
    expect(await readErrorBody(response)).toMatchObject({ code: 'EMAIL_IN_USE' });
    expect(visitor.sessionToken).toBeUndefined();
  });

  it('answers 400 VALIDATION_FAILED when a field is missing', async () => {
    const response = await new TestVisitor(app).post('/api/register', { email: uniqueEmail() });
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/login', () => {
  it('signs in with any case of the email, answers {user, wallet} and issues a new session id', async () => {
    const { visitor, email, userId } = await registerVisitor(app);
    const registrationToken = visitor.sessionToken;

    const response = await visitor.post('/api/login', { email: ` ${email.toUpperCase()}`, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const body = SignedInResponse.parse(await response.json());
    expect(body.user).toMatchObject({ id: userId, email });
    expect(body.wallet.currency).toBe('coins');
    expect(visitor.sessionToken).toBeDefined();
    expect(visitor.sessionToken).not.toBe(registrationToken);
  });

  it('rotates the session: the cookie from before sign-in stops working', async () => {
    const { visitor, email, userId } = await registerVisitor(app);
    const before = new TestVisitor(app);
    before.sessionToken = visitor.sessionToken;

    expect((await visitor.post('/api/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await before.get('/api/auth/me')).status).toBe(401);
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
    expect(await sessionCount(userId)).toBe(1);
  });

  it('answers 401 INVALID_CREDENTIALS, identically, for an unknown email and a wrong password', async () => {
    const { email } = await registerVisitor(app);
    const unknown = await new TestVisitor(app).post('/api/login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    const wrong = await new TestVisitor(app).post('/api/login', { email, password: 'not-the-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const unknownBody = await unknown.json();
    expect(unknownBody).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(await wrong.json()).toEqual(unknownBody);
    expect(sessionSetCookie(wrong)).toBeUndefined();
  });

  it('spends as long on an unknown email as on a wrong password, so timing does not reveal accounts', async () => {
    const { email } = await registerVisitor(app, { address: '198.51.100.50' });
    const timed = async (loginEmail: string): Promise<number> => {
      const startedAt = performance.now();
      await new TestVisitor(app, { address: '198.51.100.50' }).post('/api/login', { email: loginEmail, password: 'wrong-password' });
      return performance.now() - startedAt;
    };
    // The fastest of three: load on the machine only ever adds time, never removes it.
    const fastest = async (loginEmail: () => string): Promise<number> => {
      const durations: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) durations.push(await timed(loginEmail()));
      return Math.min(...durations);
    };
    const wrongPassword = await fastest(() => email);
    const unknownEmail = await fastest(() => uniqueEmail('nobody'));
    // Both run one scrypt derivation (tens of milliseconds); a skipped hash would take a few milliseconds.
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.3);
  });

  it('refuses password sign-in to a demo account, which has no password', async () => {
    const demo = new TestVisitor(app);
    const { user } = CurrentUserResponse.parse(await (await demo.post('/api/auth/demo')).json());
    const response = await new TestVisitor(app).post('/api/login', { email: user.email, password: '' });
    expect(response.status).toBe(401);
    expect(await readErrorBody(response)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});

describe('POST /api/login with expectedRole (the role-specific sign-in screens)', () => {
  it('signs in an account holding a role of the group', async () => {
    const admin = await visitorWithRoles(app, ['admin']);
    const support = await visitorWithRoles(app, ['support']);
    const doctor = await visitorWithRoles(app, ['doctor']);
    const brand = await visitorWithRoles(app, ['brand_partner']);
    const cases = [
      [admin.email, 'admin'],
      [support.email, 'admin'],
      [doctor.email, 'partner'],
      [brand.email, 'partner'],
      [brand.email, 'brand_partner'],
    ] as const;
    for (const [email, expectedRole] of cases) {
      const response = await new TestVisitor(app).post('/api/login', { email, password: TEST_PASSWORD, expectedRole });
      expect(response.status, `${email} as ${expectedRole}`).toBe(200);
    }
  });

  it('answers 403 ROLE_REQUIRED, without a session, when the account lacks the role', async () => {
    const customer = await registerVisitor(app);
    const doctor = await visitorWithRoles(app, ['doctor']);
    for (const [email, expectedRole] of [
      [customer.email, 'admin'],
      [customer.email, 'partner'],
      [doctor.email, 'brand_partner'],
      [doctor.email, 'admin'],
    ] as const) {
      const visitor = new TestVisitor(app);
      const response = await visitor.post('/api/login', { email, password: TEST_PASSWORD, expectedRole });
      expect(response.status).toBe(403);
      const body = await readErrorBody(response);
      expect(body).toMatchObject({ code: 'ROLE_REQUIRED', details: { expectedRole } });
      // In words a person reads, never role ids such as health_coach or brand_partner.
      expect(body.error).not.toMatch(/_|\b(admin|ayurvedic|lab)\b/);
      expect(visitor.sessionToken).toBeUndefined();
    }
  });

  it('answers 401 INVALID_CREDENTIALS, not 403, for a wrong password at a role screen', async () => {
    const customer = await registerVisitor(app);
    const response = await new TestVisitor(app).post('/api/login', { email: customer.email, password: 'wrong-password', expectedRole: 'admin' });
    expect(response.status).toBe(401);
  });

  it('answers 400 VALIDATION_FAILED for an unknown role group', async () => {
    const customer = await registerVisitor(app);
    const response = await new TestVisitor(app).post('/api/login', { email: customer.email, password: TEST_PASSWORD, expectedRole: 'wizard' });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/logout', () => {
  it('answers 204, deletes the session on the server and clears the cookie', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const stolenCopy = new TestVisitor(app);
    stolenCopy.sessionToken = visitor.sessionToken;

    const response = await visitor.post('/api/logout');
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(visitor.sessionToken).toBeUndefined();
    expect(await sessionCount(userId)).toBe(0);
    // A copy of the old cookie is worthless: the server no longer knows the session.
    expect((await stolenCopy.get('/api/auth/me')).status).toBe(401);
  });

  it('answers 204 when no one is signed in', async () => {
    expect((await new TestVisitor(app).post('/api/logout')).status).toBe(204);
  });
});

describe('GET /api/auth/me', () => {
  it('answers a visitor without a session cookie 200 { user: null }, so no page logs an error for the probe', async () => {
    const response = await new TestVisitor(app).get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(SessionProbeResponse.parse(await response.json())).toEqual({ user: null });
  });

  it('answers 401 and clears a cookie the server never issued', async () => {
    const visitor = new TestVisitor(app);
    for (const token of ['forged', 'A'.repeat(43)]) {
      visitor.sessionToken = token;
      const response = await visitor.get('/api/auth/me');
      expect(response.status).toBe(401);
      expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(visitor.sessionToken).toBeUndefined();
      // The cookie cleared, the next probe is a visitor's: nobody, without an error status.
      expect(SessionProbeResponse.parse(await (await visitor.get('/api/auth/me')).json())).toEqual({ user: null });
    }
  });

  it('answers 401 for an expired session and removes it from the database', async () => {
    const { visitor, userId } = await registerVisitor(app);
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    expect((await visitor.get('/api/auth/me')).status).toBe(401);
    expect(await sessionCount(userId)).toBe(0);
  });

  it('slides the expiry forward for a session in use', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    const inOneDay = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await app.db.updateTable('sessions').set({ last_seen: tenMinutesAgo, expires_at: inOneDay }).where('user_id', '=', userId).execute();

    const response = await visitor.get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toMatch(/Max-Age=2592000/);
    const session = await app.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect(session.last_seen > tenMinutesAgo).toBe(true);
  });
});

describe('POST /api/auth/demo', () => {
  it('signs in to a fresh demo account each time, with the demo role', async () => {
    const first = new TestVisitor(app);
    const second = new TestVisitor(app);
    const firstResponse = await first.post('/api/auth/demo');
    expect(firstResponse.status).toBe(200);
    const firstUser = CurrentUserResponse.parse(await firstResponse.json()).user;
    const secondUser = CurrentUserResponse.parse(await (await second.post('/api/auth/demo')).json()).user;

    expect(firstUser).toMatchObject({ isDemo: true, roles: ['demo'], authProvider: 'demo', displayName: 'Demo Guardian' });
    expect(secondUser.id).not.toBe(firstUser.id);
    expect(secondUser.uid).not.toBe(firstUser.uid);
    expect(secondUser.email).not.toBe(firstUser.email);
    expect(CurrentUserResponse.parse(await (await first.get('/api/auth/me')).json()).user.id).toBe(firstUser.id);
    expect(CurrentUserResponse.parse(await (await second.get('/api/auth/me')).json()).user.id).toBe(secondUser.id);
  });

  it('keeps each demo account to itself: one visitor earning coins leaves the other wallet empty', async () => {
    const first = new TestVisitor(app);
    const second = new TestVisitor(app);
    const firstUser = CurrentUserResponse.parse(await (await first.post('/api/auth/demo')).json()).user;
    await second.post('/api/auth/demo');

    const reward = await first.post('/api/process-signup-breadcrumb', {
      userEmail: firstUser.email,
      breadcrumbData: { action: 'demo-signup', guardianId: 'biome', rewardAmount: 50, rewardType: 'system_bonus' },
    });
    expect(reward.status).toBe(200);
    expect(await (await first.get('/api/wallet')).json()).toMatchObject({ balance: DEFAULT_ACCOUNT_SETTINGS.signupRewardCoins });
    expect(await (await second.get('/api/wallet')).json()).toMatchObject({ balance: 0, currency: 'coins', entries: [] });
    // And one demo visitor cannot claim in the other's name.
    const claim = await second.post('/api/process-signup-breadcrumb', {
      userEmail: firstUser.email,
      breadcrumbData: { action: 'demo-signup', guardianId: 'biome', rewardAmount: 50, rewardType: 'system_bonus' },
    });
    expect(claim.status).toBe(403);
  });
});

describe('GET /api/auth/password-policy', () => {
  it('serves the default policy of spec 5', async () => {
    const response = await app.request('/api/auth/password-policy');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DEFAULT_PASSWORD_POLICY);
  });

  it('tells the truth: the strength it serves is the one registration enforces', async () => {
    const served = passwordPolicySchema.parse(await (await app.request('/api/auth/password-policy')).json());
    expect(served.minStrength).toBe(2);
    // 'sunshine7' passes every rule the browser can check and scores 1: refused for its strength alone.
    expect(failedPasswordRules('sunshine7', served)).toEqual([]);
    const refused = await new TestVisitor(app).post('/api/register', { email: uniqueEmail(), password: 'sunshine7' });
    expect(await readErrorBody(refused)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['strength'] } });
    const accepted = await new TestVisitor(app, { address: '198.51.100.39' }).post('/api/register', { email: uniqueEmail(), password: 'sunshine-tulsi-7' });
    expect(accepted.status).toBe(201);
  });
});

describe('role guards', () => {
  it('answer 401 UNAUTHENTICATED when signed out', async () => {
    for (const path of ['/api/admin/ping', '/api/partner/ping']) {
      const response = await new TestVisitor(app).get(path);
      expect(response.status).toBe(401);
      expect(await readErrorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answer 403 FORBIDDEN for a wrong role', async () => {
    const customer = await registerVisitor(app);
    const demo = new TestVisitor(app);
    await demo.post('/api/auth/demo');
    const doctor = await visitorWithRoles(app, ['doctor']);
    const admin = await visitorWithRoles(app, ['admin']);
    for (const [visitor, path] of [
      [customer.visitor, '/api/admin/ping'],
      [customer.visitor, '/api/partner/ping'],
      [demo, '/api/admin/ping'],
      [demo, '/api/partner/ping'],
      [doctor.visitor, '/api/admin/ping'],
      [admin.visitor, '/api/partner/ping'],
    ] as const) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(403);
      expect(await readErrorBody(response)).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('let admin and support into the admin area and tell them who they are', async () => {
    for (const role of ['admin', 'support'] as const) {
      const { visitor, userId, email } = await visitorWithRoles(app, [role]);
      const response = await visitor.get('/api/admin/ping');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ area: 'admin', userId, email, roles: expect.arrayContaining([role, 'customer']) });
    }
  });

  it('let every partner role into the partner area', async () => {
    for (const role of PARTNER_ROLES) {
      const { visitor, userId } = await visitorWithRoles(app, [role]);
      const response = await visitor.get('/api/partner/ping');
      expect(response.status, role).toBe(200);
      expect(await response.json()).toMatchObject({ area: 'partner', userId, roles: expect.arrayContaining([role]) });
    }
  });
});

describe('GET /api/roles', () => {
  it('lists the ten roles and the roles each sign-in screen accepts', async () => {
    const body = RoleCatalogResponse.parse(await (await app.request('/api/roles')).json());
    expect(body.roles.map((role) => role.id)).toEqual([...ROLES]);
    expect(body.signInRoleGroups).toEqual({ admin: ['admin', 'support'], partner: [...PARTNER_ROLES], brand_partner: ['brand_partner'] });
  });
});

describe('POST /api/firebase-auth without Firebase configuration', () => {
  it('answers 503 FEDERATED_SIGN_IN_UNAVAILABLE before looking at the token or the body', async () => {
    const response = await new TestVisitor(app).post('/api/firebase-auth', {}, { headers: { authorization: 'Bearer whatever' } });
    expect(response.status).toBe(503);
    expect(await readErrorBody(response)).toMatchObject({ code: 'FEDERATED_SIGN_IN_UNAVAILABLE' });
  });
});

describe('GET /api/openapi.json', () => {
  it('lists every accounts, wallet and consent endpoint', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/auth/me',
        '/api/auth/demo',
        '/api/auth/password-policy',
        '/api/firebase-auth',
        '/api/roles',
        '/api/admin-setup/status',
        '/api/admin-setup',
        '/api/admin/ping',
        '/api/partner/ping',
        '/api/wallet',
        '/api/process-signup-breadcrumb',
        '/api/gdpr/consent',
      ]),
    );
    expect(document.components.schemas).toHaveProperty('AccountUser');
    expect(AccountUser.shape.authProvider.options).toEqual(['simple', 'demo', 'firebase']);
  });
});

describe('configured accounts', () => {
  let strictDatabase: TestDatabase;
  let strictApp: TestApp;
  const strictPolicy: PasswordPolicy = {
    schemaVersion: 1,
    minLength: 10,
    maxLength: 32,
    requireLowercase: true,
    requireUppercase: true,
    requireNumeric: true,
    requireNonAlphanumeric: true,
    minStrength: 3,
  };

  beforeAll(async () => {
    strictDatabase = await createTestDatabase();
    strictApp = await startTestApp({ location: strictDatabase.location, accounts: { passwordPolicy: strictPolicy, secureCookies: true } });
  });

  afterAll(async () => {
    await strictApp?.close();
    await strictDatabase?.drop();
  });

  it('serves and enforces the configured password policy', async () => {
    expect(await (await strictApp.request('/api/auth/password-policy')).json()).toEqual(strictPolicy);
    const weak = await new TestVisitor(strictApp).post('/api/register', { email: uniqueEmail(), password: 'alllowercase' });
    expect(weak.status).toBe(400);
    expect(await readErrorBody(weak)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['uppercase', 'numeric', 'nonAlphanumeric', 'strength'] } });
    // Every rule the browser checks is met, and the strength still falls short of 3.
    const guessable = await new TestVisitor(strictApp).post('/api/register', { email: uniqueEmail(), password: 'Password123!' });
    expect(await readErrorBody(guessable)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['strength'] } });
    const strong = await new TestVisitor(strictApp).post('/api/register', { email: uniqueEmail(), password: 'Guardian-2026!' });
    expect(strong.status).toBe(201);
  });

  it('marks the session cookie Secure when configured (production)', async () => {
    const response = await new TestVisitor(strictApp).post('/api/register', { email: uniqueEmail(), password: 'Guardian-2026!' });
    expect(sessionSetCookie(response)).toMatch(/; Secure/i);
  });
});
