// "Forgot password?" end to end through the API: the same answer for any address, the mail through the job queue into
// the outbox, a single-use link kept as a hash and valid 30 minutes, the password policy, every session ended, an
// audit entry for partner and staff accounts, and the limits per address and per email.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/outbox-mailer';
import type { OutboxMail } from '../../mail/outbox-mailer';
import { sha256Hex } from '../../http/secrets';
import { registerVisitor, TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import { eventually, readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { linkOrigin } from '../../http/public-origin';

const app = useTestApp();
const NEW_PASSWORD = 'lantern-orchid-velvet-42';

/** A visitor from an address of its own, so the per-address limit of one test does not reach another. */
function stranger(): TestVisitor {
  return new TestVisitor(app, { address: `10.42.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
}

/** The mails of the reset flow: the welcome a registration also sends (issue 42 §2) is left out. */
async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox(app.db, { to: email, limit: 10 })).filter((mail) => mail.subject !== 'Welcome to Guardians');
}

async function resetMailTo(email: string, count = 1): Promise<{ mail: OutboxMail; token: string }> {
  await eventually(async () => (await mailsTo(email)).length >= count, 10_000);
  const [mail] = await mailsTo(email);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  if (!token) throw new Error(`No reset link in: ${mail!.text}`);
  return { mail: mail!, token };
}

describe(`password reset on ${TEST_DATABASE_KIND}`, () => {
  it('mails a link that sets a new password once, ends every session and lets the new password in', async () => {
    const { visitor, email } = await registerVisitor(app, { label: 'reset-happy', address: '10.1.1.1' });
    const asking = stranger();
    const requested = await asking.post('/api/auth/password-reset', { email: email.toUpperCase() });
    expect(requested.status).toBe(202);
    expect(await requested.json()).toEqual({
      message: 'If an account uses this address, a link to choose a new password is on its way. It works for 30 minutes.',
      validMinutes: 30,
    });

    const { mail, token } = await resetMailTo(email);
    expect(mail.subject).toBe('Reset your Guardians password');
    expect(mail.text).toContain(`${app.url}/reset-password?token=${token}`);
    // Only the hash is kept.
    const rows = await app.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.some((row) => row.token_hash === sha256Hex(token))).toBe(true);

    const weak = await asking.post('/api/auth/password-reset/confirm', { token, password: 'password' });
    expect(weak.status).toBe(400);
    expect((await readErrorBody(weak)).code).toBe('WEAK_PASSWORD');

    const done = await asking.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ signInPath: '/auth-simple' });
    // The reset did not sign the asker in, and the session the account had is over.
    expect(asking.sessionToken).toBeUndefined();
    expect((await visitor.get('/api/auth/me')).status).toBe(401);

    const again = await asking.post('/api/auth/password-reset/confirm', { token, password: 'another-long-passphrase-77' });
    expect(again.status).toBe(400);
    expect((await readErrorBody(again)).code).toBe('RESET_LINK_INVALID');

    const oldPassword = await new TestVisitor(app, { address: '10.1.1.2' }).post('/api/login', { email, password: TEST_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new TestVisitor(app, { address: '10.1.1.3' }).post('/api/login', { email, password: NEW_PASSWORD });
    expect(newPassword.status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const email = uniqueEmail('reset-nobody');
    const response = await stranger().post('/api/auth/password-reset', { email });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      message: 'If an account uses this address, a link to choose a new password is on its way. It works for 30 minutes.',
      validMinutes: 30,
    });
    // The job ran (nothing waits in the queue) and sent nothing.
    await eventually(async () => (await app.db.selectFrom('jobs').select('id').where('status', 'in', ['waiting', 'active']).execute()).length === 0, 10_000);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses an address that is not one, and a link that is unknown or expired', async () => {
    const visitor = stranger();
    const invalid = await visitor.post('/api/auth/password-reset', { email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect((await readErrorBody(invalid)).code).toBe('INVALID_EMAIL');

    const unknown = await visitor.post('/api/auth/password-reset/confirm', { token: randomUUID(), password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect((await readErrorBody(unknown)).code).toBe('RESET_LINK_INVALID');

    const { email } = await registerVisitor(app, { label: 'reset-expired', address: '10.1.2.1' });
    await visitor.post('/api/auth/password-reset', { email });
    const { token } = await resetMailTo(email);
    await app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
    const expired = await visitor.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect((await readErrorBody(expired)).code).toBe('RESET_LINK_INVALID');
  });

  it('replaces an earlier link with a newer one', async () => {
    const { email } = await registerVisitor(app, { label: 'reset-twice', address: '10.1.3.1' });
    const visitor = stranger();
    await visitor.post('/api/auth/password-reset', { email });
    const first = await resetMailTo(email, 1);
    await visitor.post('/api/auth/password-reset', { email });
    const second = await resetMailTo(email, 2);
    expect(second.token).not.toBe(first.token);
    const old = await visitor.post('/api/auth/password-reset/confirm', { token: first.token, password: NEW_PASSWORD });
    expect((await readErrorBody(old)).code).toBe('RESET_LINK_INVALID');
    expect((await visitor.post('/api/auth/password-reset/confirm', { token: second.token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('limits the links asked for one address to three an hour, from any client', async () => {
    const { email } = await registerVisitor(app, { label: 'reset-limit', address: '10.1.4.1' });
    for (let ask = 1; ask <= 3; ask += 1) expect((await stranger().post('/api/auth/password-reset', { email })).status).toBe(202);
    const fourth = await stranger().post('/api/auth/password-reset', { email });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits the requests of one client address', async () => {
    const visitor = new TestVisitor(app, { address: '10.9.9.9' });
    for (let ask = 1; ask <= 20; ask += 1)
      expect((await visitor.post('/api/auth/password-reset', { email: uniqueEmail(`reset-flood-${ask}`) })).status).toBe(202);
    expect((await visitor.post('/api/auth/password-reset', { email: uniqueEmail('reset-flood-21') })).status).toBe(429);
  });

  it('sends a partner back to the partner sign-in and writes the reset into the audit log', async () => {
    const partner = await visitorWithRoles(app, ['nutritionist']);
    const visitor = stranger();
    await visitor.post('/api/auth/password-reset', { email: partner.email });
    const { token } = await resetMailTo(partner.email);
    const done = await visitor.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(await done.json()).toEqual({ signInPath: '/partner/login' });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', partner.userId)
      .where('action', '=', 'account.password_reset')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: partner.userId, entity_type: 'user' });

    const staff = await visitorWithRoles(app, ['support']);
    await visitor.post('/api/auth/password-reset', { email: staff.email });
    const staffLink = await resetMailTo(staff.email);
    expect(await (await visitor.post('/api/auth/password-reset/confirm', { token: staffLink.token, password: NEW_PASSWORD })).json()).toEqual({
      signInPath: '/admin-login',
    });
  });

  it('tells an account that signs in only with Google to use Google, without a link', async () => {
    const email = uniqueEmail('reset-google');
    await app.db
      .insertInto('users')
      .values({
        id: randomUUID(),
        uid: randomUUID().replaceAll('-', '').slice(0, 28),
        email,
        display_name: 'Meera',
        photo_url: null,
        password_hash: null,
        auth_provider: 'firebase',
        is_demo: 0,
        firebase_uid: `firebase-${randomUUID()}`,
        created_at: new Date().toISOString(),
        disabled_at: null,
        disabled_by_user_id: null,
        disabled_reason: null,
        last_sign_in_at: null,
      })
      .execute();
    await stranger().post('/api/auth/password-reset', { email });
    await eventually(async () => (await mailsTo(email)).length === 1, 10_000);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('How to sign in to Guardians');
    expect(mail!.text).toContain('Your account signs in with Google');
    expect(mail!.text).not.toContain('reset-password');
  });
});

describe('the origin of mailed links', () => {
  const settings = { publicOrigin: undefined, allowedHosts: ['shop.example'] };
  const request = (hostname: string, host = hostname) => ({ protocol: 'https', hostname, host });

  it('is the configured public origin whatever the request says', () => {
    expect(linkOrigin(request('evil.example'), { ...settings, publicOrigin: 'https://guardians.example' })).toBe('https://guardians.example');
  });

  it("is the request's own origin only for an allowed host or this machine", () => {
    expect(linkOrigin(request('shop.example'), settings)).toBe('https://shop.example');
    expect(linkOrigin(request('127.0.0.1', '127.0.0.1:5057'), settings)).toBe('https://127.0.0.1:5057');
    expect(linkOrigin(request('evil.example'), settings)).toBeUndefined();
  });
});
