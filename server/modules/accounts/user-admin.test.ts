// The Users screen's API (issue 16) on both databases: search and detail for staff, disable (sessions end at once,
// every sign-in path refused with ACCOUNT_DISABLED) and enable, partner roles granted and removed, self-protection,
// admins-only writes, and an audit entry for each write.
import { describe, expect, it } from 'vitest';
import { AuditPage, mayStaff } from '@common/contracts/admin';
import { AdminUserPage, AdminUserResponse } from '@common/contracts/admin-users';
import type { AdminUserDetail } from '@common/contracts/admin-users';
import { CurrentUserResponse, SignedInResponse } from '@common/contracts/accounts';
import { DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import { registerVisitor, TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import type { IdTokenVerifier } from './firebase-token-verifier';
import { randomToken } from '../../http/secrets';
import { managedPartnerRole, refuseOwnAccount, signInMethodsOf } from './user-admin-rules';

/** Federated sign-in without the emulator: the token names the Google identity it proves ("uid|email"). */
const fakeGoogle: IdTokenVerifier = {
  verify(idToken) {
    const [uid, email] = idToken.split('|');
    if (!uid || !email) return Promise.reject(Object.assign(new Error('bad token'), { code: 'auth/argument-error' }));
    return Promise.resolve({ uid, email, emailVerified: true, name: 'Gita Google', picture: undefined });
  },
};

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } }, idTokenVerifier: fakeGoogle });

async function detailOf(visitor: TestVisitor, userId: string): Promise<AdminUserDetail> {
  const response = await visitor.get(`/api/admin/users/${userId}`);
  expect(response.status).toBe(200);
  return AdminUserResponse.parse(await response.json()).user;
}

async function auditOf(visitor: TestVisitor, query: string): Promise<AuditPage> {
  const response = await visitor.get(`/api/admin/audit${query}`);
  expect(response.status).toBe(200);
  return AuditPage.parse(await response.json());
}

function googleSignIn(visitor: TestVisitor, uid: string, email: string): Promise<Response> {
  return visitor.post('/api/firebase-auth', { uid, email }, { headers: { authorization: `Bearer ${uid}|${email}` } });
}

describe(`the Users API on ${TEST_DATABASE_KIND}`, () => {
  it('finds accounts by part of the email or the name in any case, newest first, paged, with their roles', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const marker = `zq${randomToken()
      .slice(0, 6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const named = new TestVisitor(app);
    const byName = await named.post('/api/register', { email: uniqueEmail('plain'), password: TEST_PASSWORD, displayName: `Meera ${marker.toUpperCase()}` });
    expect(byName.status).toBe(201);
    const byEmail = await registerVisitor(app, { label: `${marker}-mail` });
    const third = await registerVisitor(app, { label: `${marker}-other` });

    const response = await admin.get(`/api/admin/users?q=${marker.toUpperCase()}&pageSize=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const first = AdminUserPage.parse(await response.json());
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.users.map((user) => user.id)).toEqual([third.userId, byEmail.userId]);
    expect(first.users[0]).toMatchObject({ email: third.email, roles: ['customer'], authProvider: 'simple', isDemo: false, disabled: false });
    const second = AdminUserPage.parse(await (await admin.get(`/api/admin/users?q=${marker}&pageSize=2&page=2`)).json());
    expect(second.users.map((user) => user.displayName)).toEqual([`Meera ${marker.toUpperCase()}`]);
    // Wildcards are taken literally, not as "everything".
    expect(AdminUserPage.parse(await (await admin.get(`/api/admin/users?q=${marker}%25`)).json()).total).toBe(3);
    expect(AdminUserPage.parse(await (await admin.get('/api/admin/users?q=%25%25%25nobody')).json()).total).toBe(0);
  });

  it('filters by role and by disabled state', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const lab = await visitorWithRoles(app, ['lab']);
    const labs = AdminUserPage.parse(await (await admin.get('/api/admin/users?role=lab&pageSize=100')).json());
    expect(labs.users.map((user) => user.id)).toContain(lab.userId);
    expect(labs.users.every((user) => user.roles.includes('lab'))).toBe(true);
    expect((await admin.post(`/api/admin/users/${lab.userId}/disable`, { reason: 'Lab contract ended' })).status).toBe(200);
    const disabled = AdminUserPage.parse(await (await admin.get('/api/admin/users?status=disabled&pageSize=100')).json());
    expect(disabled.users.map((user) => user.id)).toContain(lab.userId);
    expect(disabled.users.every((user) => user.disabled)).toBe(true);
    const active = AdminUserPage.parse(await (await admin.get('/api/admin/users?status=active&role=lab&pageSize=100')).json());
    expect(active.users.map((user) => user.id)).not.toContain(lab.userId);
  });

  it('opens an account with its roles, sign-in methods, creation, last sign-in, disabled state and order count', async () => {
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const shopper = await registerVisitor(app, { label: 'shopper' });
    const product = await insertTestProduct(app);
    expect((await purchase(shopper.visitor, { items: [{ productId: product.id, quantity: 1 }] })).status).toBe(201);
    expect((await purchase(shopper.visitor, { items: [{ productId: product.id, quantity: 1 }] })).status).toBe(201);
    const user = await detailOf(support, shopper.userId);
    expect(user).toMatchObject({
      id: shopper.userId,
      email: shopper.email,
      roles: ['customer'],
      signInMethods: ['password'],
      disabled: false,
      disabledAt: null,
      disabledBy: null,
      disabledReason: null,
      orderCount: 2,
    });
    // Registering signed the account in.
    expect(Date.parse(user.lastSignInAt ?? '')).toBeGreaterThanOrEqual(Date.parse(user.createdAt));

    const demo = new TestVisitor(app);
    const { user: demoUser } = CurrentUserResponse.parse(await (await demo.post('/api/auth/demo')).json());
    expect((await detailOf(support, demoUser.id)).signInMethods).toEqual(['demo']);
    const google = new TestVisitor(app);
    const signedIn = await googleSignIn(google, 'google-uid-detail', uniqueEmail('google'));
    expect(signedIn.status).toBe(200);
    const { user: googleUser } = SignedInResponse.parse(await signedIn.json());
    expect((await detailOf(support, googleUser.id)).signInMethods).toEqual(['google']);

    const missing = await support.get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await readErrorBody(missing)).code).toBe('USER_NOT_FOUND');
  });

  it('disables an account: its sessions end at once, a password sign-in is refused with 403 ACCOUNT_DISABLED, and enabling lets it in again', async () => {
    const admin = await visitorWithRoles(app, ['admin']);
    const customer = await registerVisitor(app, { label: 'to-disable' });
    // A second device of the same account.
    const phone = new TestVisitor(app);
    expect((await phone.post('/api/login', { email: customer.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await customer.visitor.get('/api/auth/me')).status).toBe(200);

    const disabled = await admin.visitor.post(`/api/admin/users/${customer.userId}/disable`, { reason: 'Chargeback fraud reported' });
    expect(disabled.status).toBe(200);
    const { user } = AdminUserResponse.parse(await disabled.json());
    expect(user).toMatchObject({ disabled: true, disabledBy: { id: admin.userId, email: admin.email }, disabledReason: 'Chargeback fraud reported' });
    expect(user.disabledAt).not.toBeNull();

    for (const device of [customer.visitor, phone]) {
      const me = await device.get('/api/auth/me');
      expect(me.status).toBe(401);
      expect((await readErrorBody(me)).code).toBe('UNAUTHENTICATED');
    }
    expect(await app.db.selectFrom('sessions').select('id').where('user_id', '=', customer.userId).execute()).toEqual([]);

    const refused = new TestVisitor(app);
    const login = await refused.post('/api/login', { email: customer.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(await readErrorBody(login)).toMatchObject({ code: 'ACCOUNT_DISABLED', error: expect.stringContaining('disabled') });
    expect(refused.sessionToken).toBeUndefined();
    // A wrong password still reads as a wrong password: the state is told only to whoever knows the password.
    const wrong = await new TestVisitor(app).post('/api/login', { email: customer.email, password: 'not-the-password' });
    expect((await readErrorBody(wrong)).code).toBe('INVALID_CREDENTIALS');

    const again = await admin.visitor.post(`/api/admin/users/${customer.userId}/disable`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await readErrorBody(again)).code).toBe('ACCOUNT_ALREADY_DISABLED');

    const enabled = await admin.visitor.post(`/api/admin/users/${customer.userId}/enable`, { reason: 'Bank cleared the payment' });
    expect(enabled.status).toBe(200);
    expect(AdminUserResponse.parse(await enabled.json()).user).toMatchObject({ disabled: false, disabledAt: null, disabledBy: null, disabledReason: null });
    const back = new TestVisitor(app);
    expect((await back.post('/api/login', { email: customer.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await back.get('/api/auth/me')).status).toBe(200);
    const enableAgain = await admin.visitor.post(`/api/admin/users/${customer.userId}/enable`, {});
    expect((await readErrorBody(enableAgain)).code).toBe('ACCOUNT_NOT_DISABLED');

    const { entries } = await auditOf(admin.visitor, `?actor=${admin.userId}`);
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['account.enabled', customer.userId],
      ['account.disabled', customer.userId],
    ]);
    expect(entries[1]?.summary).toBe(`Disabled ${customer.email} (2 sessions ended): Chargeback fraud reported`);
    expect(entries[0]?.summary).toContain('Bank cleared the payment');
  });

  it('refuses a disabled account by Google, by a desktop code issued before, and ends a demo session', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const email = uniqueEmail('gsignin');
    const google = new TestVisitor(app);
    const first = await googleSignIn(google, 'google-uid-disabled', email);
    expect(first.status).toBe(200);
    const { user } = SignedInResponse.parse(await first.json());
    const nonce = randomToken();
    const issued = await google.post('/api/desktop-auth/code', { nonce });
    expect(issued.status).toBe(201);
    const { code } = DesktopAuthCodeResponse.parse(await issued.json());

    expect((await admin.post(`/api/admin/users/${user.id}/disable`, { reason: 'Impersonation' })).status).toBe(200);
    expect((await google.get('/api/auth/me')).status).toBe(401);
    const federated = await googleSignIn(new TestVisitor(app), 'google-uid-disabled', email);
    expect(federated.status).toBe(403);
    expect((await readErrorBody(federated)).code).toBe('ACCOUNT_DISABLED');
    const desktop = await new TestVisitor(app, { origin: null }).post('/api/desktop-auth/exchange', { code, nonce });
    expect(desktop.status).toBe(403);
    expect((await readErrorBody(desktop)).code).toBe('ACCOUNT_DISABLED');

    // A password account of the same email linking to Google is refused too, before anything is linked.
    const simple = await registerVisitor(app, { label: 'to-link' });
    expect((await admin.post(`/api/admin/users/${simple.userId}/disable`, { reason: 'Spam' })).status).toBe(200);
    const linking = await googleSignIn(new TestVisitor(app), 'google-uid-link', simple.email);
    expect((await readErrorBody(linking)).code).toBe('ACCOUNT_DISABLED');
    const row = await app.db.selectFrom('users').select('firebase_uid').where('id', '=', simple.userId).executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBeNull();

    const demo = new TestVisitor(app);
    const { user: demoUser } = CurrentUserResponse.parse(await (await demo.post('/api/auth/demo')).json());
    expect((await admin.post(`/api/admin/users/${demoUser.id}/disable`, { reason: 'Abusive chat' })).status).toBe(200);
    expect((await demo.get('/api/auth/me')).status).toBe(401);
  });

  it('grants and removes partner roles, audit-logged, and refuses staff and unknown roles and demo accounts', async () => {
    const admin = await visitorWithRoles(app, ['admin']);
    const person = await registerVisitor(app, { label: 'future-coach' });
    const granted = await admin.visitor.request(`/api/admin/users/${person.userId}/roles/health_coach`, { method: 'PUT' });
    expect(granted.status).toBe(200);
    expect(AdminUserResponse.parse(await granted.json()).user.roles).toEqual(['customer', 'health_coach']);
    // The role holds at once on the person's own session.
    expect((await person.visitor.get('/api/partner/ping')).status).toBe(200);
    // Granting again changes nothing and logs nothing.
    expect((await admin.visitor.request(`/api/admin/users/${person.userId}/roles/health_coach`, { method: 'PUT' })).status).toBe(200);

    const removed = await admin.visitor.request(`/api/admin/users/${person.userId}/roles/health_coach`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(AdminUserResponse.parse(await removed.json()).user.roles).toEqual(['customer']);
    expect((await person.visitor.get('/api/partner/ping')).status).toBe(403);

    for (const role of ['admin', 'support', 'customer', 'wizard']) {
      for (const method of ['PUT', 'DELETE']) {
        const response = await admin.visitor.request(`/api/admin/users/${person.userId}/roles/${role}`, { method });
        expect(response.status, `${method} ${role}`).toBe(400);
        expect((await readErrorBody(response)).code).toBe('ROLE_NOT_MANAGED_HERE');
      }
    }
    const demo = new TestVisitor(app);
    const { user: demoUser } = CurrentUserResponse.parse(await (await demo.post('/api/auth/demo')).json());
    const toDemo = await admin.visitor.request(`/api/admin/users/${demoUser.id}/roles/doctor`, { method: 'PUT' });
    expect(toDemo.status).toBe(409);
    expect((await readErrorBody(toDemo)).code).toBe('DEMO_ACCOUNT');

    const { entries } = await auditOf(admin.visitor, `?actor=${admin.userId}&entityType=user`);
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.summary])).toEqual([
      ['role.removed', person.userId, `Removed Health coach from ${person.email}`],
      ['role.granted', person.userId, `Granted Health coach to ${person.email}`],
    ]);
  });

  it('keeps an admin from disabling themselves or removing their own admin role', async () => {
    const admin = await visitorWithRoles(app, ['admin']);
    const self = await admin.visitor.post(`/api/admin/users/${admin.userId}/disable`, { reason: 'Oops' });
    expect(self.status).toBe(409);
    expect((await readErrorBody(self)).code).toBe('OWN_ACCOUNT');
    const ownAdmin = await admin.visitor.request(`/api/admin/users/${admin.userId}/roles/admin`, { method: 'DELETE' });
    expect(ownAdmin.status).toBe(400);
    expect((await readErrorBody(ownAdmin)).code).toBe('ROLE_NOT_MANAGED_HERE');
    const after = await detailOf(admin.visitor, admin.userId);
    expect(after).toMatchObject({ disabled: false });
    expect(after.roles).toContain('admin');
    expect((await auditOf(admin.visitor, `?actor=${admin.userId}`)).total).toBe(0);
  });

  it('lets support read but never write, and refuses customers, partners and visitors on every endpoint', async () => {
    const support = await visitorWithRoles(app, ['support']);
    const target = await registerVisitor(app, { label: 'target' });
    expect((await support.visitor.get('/api/admin/users')).status).toBe(200);
    expect((await support.visitor.get(`/api/admin/users/${target.userId}`)).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', `/api/admin/users/${target.userId}/disable`, { reason: 'Support tries' }],
      ['POST', `/api/admin/users/${target.userId}/enable`, {}],
      ['PUT', `/api/admin/users/${target.userId}/roles/doctor`, undefined],
      ['DELETE', `/api/admin/users/${target.userId}/roles/doctor`, undefined],
      ['POST', '/api/admin/partner-invitations', { email: uniqueEmail('inv'), role: 'doctor' }],
    ];
    const send = (visitor: TestVisitor, [method, path, body]: [string, string, unknown]) =>
      visitor.request(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const write of writes) {
      const response = await send(support.visitor, write);
      expect(response.status, `${write[0]} ${write[1]}`).toBe(403);
      expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
    }
    const reads: [string, string, unknown][] = [
      ['GET', '/api/admin/users', undefined],
      ['GET', `/api/admin/users/${target.userId}`, undefined],
    ];
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: doctor } = await visitorWithRoles(app, ['doctor']);
    for (const call of [...reads, ...writes]) {
      expect((await send(new TestVisitor(app), call)).status, `${call[0]} ${call[1]}`).toBe(401);
      for (const outsider of [customer, doctor]) expect((await send(outsider, call)).status, `${call[0]} ${call[1]}`).toBe(403);
    }
    expect((await detailOf(support.visitor, target.userId)).disabled).toBe(false);
    expect(mayStaff(['support'], 'accounts.manage')).toBe(false);
    expect(mayStaff(['admin'], 'accounts.manage')).toBe(true);
  });

  it('answers bad input with 400 VALIDATION_FAILED, never 500', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const target = await registerVisitor(app);
    for (const query of ['page=0', 'pageSize=1000', 'role=wizard', 'status=gone', `q=${'x'.repeat(300)}`]) {
      const response = await admin.get(`/api/admin/users?${query}`);
      expect(response.status, query).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }]) {
      const response = await admin.post(`/api/admin/users/${target.userId}/disable`, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the Users rules', () => {
  it('names the sign-in methods an account has', () => {
    const row = { password_hash: null, is_demo: 0, auth_provider: 'simple' as const, firebase_uid: null };
    expect(signInMethodsOf({ ...row, password_hash: 'scrypt$…' })).toEqual(['password']);
    expect(signInMethodsOf({ ...row, password_hash: 'scrypt$…', firebase_uid: 'g1' })).toEqual(['password', 'google']);
    expect(signInMethodsOf({ ...row, is_demo: 1, auth_provider: 'demo' })).toEqual(['demo']);
    expect(signInMethodsOf({ ...row, auth_provider: 'firebase', firebase_uid: 'g2' })).toEqual(['google']);
  });

  it('manages partner roles only, and never lets staff disable their own account', () => {
    expect(managedPartnerRole('nutritionist')).toBe('nutritionist');
    expect(managedPartnerRole('brand_partner')).toBe('brand_partner');
    for (const role of ['admin', 'support', 'customer', 'demo', 'root']) expect(() => managedPartnerRole(role)).toThrow(/partner role/);
    expect(() => refuseOwnAccount('a', 'a', 'disable')).toThrow(/your own account/);
    expect(() => refuseOwnAccount('a', 'b', 'disable')).not.toThrow();
  });
});
