// Partner invitations (issue 16) on both databases: an admin creates a one-time link (only its hash stored), the
// invitee looks it up and accepts it with a name and password, which creates the partner account and signs it in;
// expired, reused and made-up links are refused with their codes; admins only; audit entries for both steps.
import { describe, expect, it } from 'vitest';
import { AuditPage } from '@common/contracts/admin';
import { PARTNER_INVITATION_TTL_DAYS, PartnerInvitationCreated, PartnerInvitationPreview } from '@common/contracts/admin-users';
import { CurrentUserResponse, SignedInResponse } from '@common/contracts/accounts';
import { registerVisitor, TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { sha256Hex } from '../../http/secrets';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function invite(admin: TestVisitor, email: string, role = 'nutritionist'): Promise<PartnerInvitationCreated & { token: string }> {
  const response = await admin.post('/api/admin/partner-invitations', { email, role });
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const created = PartnerInvitationCreated.parse(await response.json());
  return { ...created, token: new URL(created.link).searchParams.get('token') ?? '' };
}

describe(`partner invitations on ${TEST_DATABASE_KIND}`, () => {
  it('creates a 7-day link on this origin, storing only the hash of its 256-bit token', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const email = uniqueEmail('invitee');
    const before = Date.now();
    const { invitation, link, token } = await invite(admin, ` ${email.toUpperCase()} `);
    expect(invitation).toMatchObject({ email, role: 'nutritionist' });
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${app.url}/partner/accept-invitation`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(invitation.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(PARTNER_INVITATION_TTL_DAYS * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(PARTNER_INVITATION_TTL_DAYS * 86_400_000 + 1_000);
    const rows = await app.db.selectFrom('partner_invitations').selectAll().where('id', '=', invitation.id).execute();
    expect(rows[0]?.token_hash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lets the invitee see what the link is for, accept it with a name and password, and be signed in as the partner', async () => {
    const admin = await visitorWithRoles(app, ['admin']);
    const email = uniqueEmail('nutri');
    const { invitation, token } = await invite(admin.visitor, email);

    const invitee = new TestVisitor(app, { address: '192.0.2.44' });
    const preview = await invitee.post('/api/partner-invitations/lookup', { token });
    expect(preview.status).toBe(200);
    expect(PartnerInvitationPreview.parse(await preview.json())).toEqual({ email, role: 'nutritionist', expiresAt: invitation.expiresAt });

    const accepted = await invitee.post('/api/partner-invitations/accept', { token, displayName: ' Nadia Nutri ', password: TEST_PASSWORD });
    expect(accepted.status).toBe(201);
    const { user } = SignedInResponse.parse(await accepted.json());
    expect(user).toMatchObject({ email, displayName: 'Nadia Nutri', roles: ['nutritionist'], authProvider: 'simple' });
    expect(CurrentUserResponse.parse(await (await invitee.get('/api/auth/me')).json()).user.id).toBe(user.id);
    expect((await invitee.get('/api/partner/ping')).status).toBe(200);
    // The password works on the partner sign-in page too.
    expect((await new TestVisitor(app).post('/api/login', { email, password: TEST_PASSWORD, expectedRole: 'partner' })).status).toBe(200);

    const audit = AuditPage.parse(await (await admin.visitor.get(`/api/admin/audit?entityType=invitation&pageSize=100`)).json());
    const mine = audit.entries.filter((entry) => entry.entityId === invitation.id);
    expect(mine.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['invitation.accepted', user.id],
      ['invitation.created', admin.userId],
    ]);
    expect(mine[1]?.summary).toBe(`Invited ${email} as Nutritionist (link valid 7 days)`);
    expect(mine[0]?.ip).toBe('192.0.2.44');
  });

  it('refuses a reused link with 409 INVITATION_USED and a made-up one with 404 INVITATION_INVALID', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const { token } = await invite(admin, uniqueEmail('once'), 'doctor');
    expect((await new TestVisitor(app).post('/api/partner-invitations/accept', { token, displayName: 'Dev Doctor', password: TEST_PASSWORD })).status).toBe(
      201,
    );
    const second = new TestVisitor(app);
    for (const path of ['/api/partner-invitations/lookup', '/api/partner-invitations/accept']) {
      const response = await second.post(path, { token, displayName: 'Someone Else', password: TEST_PASSWORD });
      expect(response.status, path).toBe(409);
      expect((await readErrorBody(response)).code).toBe('INVITATION_USED');
    }
    expect(second.sessionToken).toBeUndefined();
    for (const path of ['/api/partner-invitations/lookup', '/api/partner-invitations/accept']) {
      const response = await second.post(path, { token: `${token.slice(0, -2)}xx`, displayName: 'Someone', password: TEST_PASSWORD });
      expect(response.status, path).toBe(404);
      expect((await readErrorBody(response)).code).toBe('INVITATION_INVALID');
    }
  });

  it('refuses an expired link with 410 INVITATION_EXPIRED and creates no account', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const email = uniqueEmail('late');
    const { invitation, token } = await invite(admin, email, 'lab');
    await app.db
      .updateTable('partner_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invitation.id)
      .execute();
    for (const path of ['/api/partner-invitations/lookup', '/api/partner-invitations/accept']) {
      const response = await new TestVisitor(app).post(path, { token, displayName: 'Lara Lab', password: TEST_PASSWORD });
      expect(response.status, path).toBe(410);
      expect((await readErrorBody(response)).code).toBe('INVITATION_EXPIRED');
    }
    expect(await app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('keeps the link unspent when the password misses the policy, so the invitee can try again', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const { token } = await invite(admin, uniqueEmail('weak'), 'health_coach');
    const weak = await new TestVisitor(app).post('/api/partner-invitations/accept', { token, displayName: 'Hana', password: 'abc' });
    expect(weak.status).toBe(400);
    expect(await readErrorBody(weak)).toMatchObject({ code: 'WEAK_PASSWORD', details: { failed: ['minLength', 'strength'] } });
    expect((await new TestVisitor(app).post('/api/partner-invitations/accept', { token, displayName: 'Hana', password: TEST_PASSWORD })).status).toBe(201);
  });

  it('refuses an email that already has an account (grant the role instead), a bad email and a staff role', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const existing = await registerVisitor(app);
    const taken = await admin.post('/api/admin/partner-invitations', { email: existing.email, role: 'doctor' });
    expect(taken.status).toBe(409);
    expect((await readErrorBody(taken)).code).toBe('EMAIL_IN_USE');
    for (const email of ['not-an-email', 'demo-1@demo.guardians.invalid']) {
      const response = await admin.post('/api/admin/partner-invitations', { email, role: 'doctor' });
      expect(response.status, email).toBe(400);
      expect((await readErrorBody(response)).code).toBe('INVALID_EMAIL');
    }
    for (const role of ['admin', 'support', 'customer']) {
      const response = await admin.post('/api/admin/partner-invitations', { email: uniqueEmail('staff'), role });
      expect(response.status, role).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    // An account made in the meantime wins: the link is refused and stays unspent.
    const email = uniqueEmail('race');
    const { token } = await invite(admin, email);
    expect((await new TestVisitor(app).post('/api/register', { email, password: TEST_PASSWORD })).status).toBe(201);
    const late = await new TestVisitor(app).post('/api/partner-invitations/accept', { token, displayName: 'Rae', password: TEST_PASSWORD });
    expect(late.status).toBe(409);
    expect((await readErrorBody(late)).code).toBe('EMAIL_IN_USE');
  });

  it('lets only admins invite: support, customers and partners get 403, visitors 401', async () => {
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: brand } = await visitorWithRoles(app, ['brand_partner']);
    const body = { email: uniqueEmail('nobody'), role: 'doctor' };
    expect((await new TestVisitor(app).post('/api/admin/partner-invitations', body)).status).toBe(401);
    for (const outsider of [support, customer, brand]) {
      const response = await outsider.post('/api/admin/partner-invitations', body);
      expect(response.status).toBe(403);
      expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
    }
    expect(await app.db.selectFrom('partner_invitations').select('id').where('email', '=', body.email).execute()).toEqual([]);
  });

  it('answers bad input with 400 VALIDATION_FAILED', async () => {
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(200) }]) {
      expect((await new TestVisitor(app).post('/api/partner-invitations/lookup', body)).status).toBe(400);
    }
    const noName = await new TestVisitor(app).post('/api/partner-invitations/accept', { token: 'abc', displayName: '  ', password: TEST_PASSWORD });
    expect(noName.status).toBe(400);
    expect((await readErrorBody(noName)).code).toBe('VALIDATION_FAILED');
  });
});
