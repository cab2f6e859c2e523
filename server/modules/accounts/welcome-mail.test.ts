// The welcome mail (issue 42 §2) through the job queue and the outbox: once per account created by registration or by
// a first sign-in with Google, never for a sign-in or a demo, not at all when news is off, and with an unsubscribe link
// that works without a session.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MailPreferencesResponse, UnsubscribeResponse } from '@common/contracts/mail-preferences';
import { EmbeddedJobQueue } from '../../jobs/embedded-job-queue';
import { readOutbox } from '../../mail/outbox-mailer';
import type { OutboxMail } from '../../mail/outbox-mailer';
import { registerVisitor } from '../../test/accounts-helpers';
import { eventually, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.exports';
import { insertUser } from './accounts.repository';
import { newUserRow } from './accounts.service';
import type { IdTokenVerifier } from './firebase-token-verifier';
import { WELCOME_MAIL_JOB, welcomeKey } from './welcome-mail';

/** Federated sign-in without the emulator: the token names the Google identity it proves ("uid|email"). */
const fakeGoogle: IdTokenVerifier = {
  verify(idToken) {
    const [uid, email] = idToken.split('|');
    if (!uid || !email) return Promise.reject(Object.assign(new Error('bad token'), { code: 'auth/argument-error' }));
    return Promise.resolve({ uid, email, emailVerified: true, name: 'Gita Google', picture: undefined });
  },
};

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } }, idTokenVerifier: fakeGoogle });

const WELCOME_SUBJECT = 'Welcome to Guardians';

async function welcomesTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox(app.db, { to: email, limit: 20 })).filter((mail) => mail.subject === WELCOME_SUBJECT);
}

/** Waits until the account's welcome job has run (sent or decided not to send). */
async function welcomeJobDone(userId: string): Promise<void> {
  await eventually(async () => {
    const job = await app.db.selectFrom('jobs').select('status').where('dedupe_key', '=', welcomeKey(userId)).executeTakeFirst();
    return job?.status === 'completed';
  }, 10_000);
}

function unsubscribeTokenIn(mail: OutboxMail): string {
  const token = new RegExp(`${app.url}/unsubscribe\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`No unsubscribe link in: ${mail.text}`);
  return token;
}

function googleSignIn(visitor: TestVisitor, uid: string, email: string): Promise<Response> {
  return visitor.post('/api/firebase-auth', { uid, email }, { headers: { authorization: `Bearer ${uid}|${email}` } });
}

/** An account written straight into the database: no sign-up, so no welcome of its own yet. */
async function quietAccount(label: string): Promise<{ userId: string; email: string }> {
  const row = newUserRow({ email: uniqueEmail(label), auth_provider: 'simple', display_name: 'Asha' }, new Date());
  await app.db.transaction().execute((trx) => insertUser(trx, row, ['customer']));
  return { userId: row.id, email: row.email };
}

describe(`the welcome mail on ${TEST_DATABASE_KIND}`, () => {
  it('welcomes a registered customer once, with an unsubscribe link that works without a session', async () => {
    const { visitor, email, userId } = await registerVisitor(app, { label: 'welcome-register' });
    await welcomeJobDone(userId);
    await eventually(async () => (await welcomesTo(email)).length === 1, 10_000);
    const [welcome] = await welcomesTo(email);
    expect(welcome!.text).toContain('Your Guardians account is ready.');
    expect(welcome!.text).toContain('You receive these because news from Guardians is switched on for your Guardians account.');
    const token = unsubscribeTokenIn(welcome!);
    expect(welcome!.html).toContain(`href="${app.url}/unsubscribe?token=${token}"`);

    // Asked again for the same account (a retried request, a second instance), nothing more is sent.
    const queue = new EmbeddedJobQueue({ db: app.db, logger: pino({ level: 'silent' }) });
    expect(await queue.enqueue(WELCOME_MAIL_JOB, { userId, origin: app.url }, { key: welcomeKey(userId) })).toEqual({ added: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await welcomesTo(email)).toHaveLength(1);

    // The link, opened from a mail program without any session, turns news off for this account.
    const reader = new TestVisitor(app, { address: '10.62.0.1' });
    const unsubscribed = await reader.post('/api/mail/unsubscribe', { token });
    expect(unsubscribed.status).toBe(200);
    expect(UnsubscribeResponse.parse(await unsubscribed.json()).group).toBe('news');
    const preferences = MailPreferencesResponse.parse(await (await visitor.get('/api/profile/mail-preferences')).json());
    expect(preferences.groups.find((group) => group.group === 'news')?.on).toBe(false);
  });

  it('welcomes an account made by a first sign-in with Google once, and not again at the next sign-in', async () => {
    const email = uniqueEmail('welcome-google');
    const uid = `google-uid-${email}`;
    const first = await googleSignIn(new TestVisitor(app, { address: '10.62.1.1' }), uid, email);
    expect(first.status).toBe(200);
    const { user } = (await first.json()) as { user: { id: string } };
    await welcomeJobDone(user.id);
    await eventually(async () => (await welcomesTo(email)).length === 1, 10_000);
    expect((await welcomesTo(email))[0]!.text).toContain('Hello Gita Google,');

    expect((await googleSignIn(new TestVisitor(app, { address: '10.62.1.2' }), uid, email)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await welcomesTo(email)).toHaveLength(1);
    expect(
      await app.db.selectFrom('jobs').select('id').where('name', '=', WELCOME_MAIL_JOB.name).where('payload', 'like', `%${user.id}%`).execute(),
    ).toHaveLength(1);
  });

  it('sends no welcome to a customer who turned news off before it went, and one to a customer who did not', async () => {
    const preferences = new MailPreferencesService({ db: app.db });
    const queue = new EmbeddedJobQueue({ db: app.db, logger: pino({ level: 'silent' }) });
    const quiet = await quietAccount('welcome-news-off');
    await preferences.update(quiet.userId, { news: false });
    const control = await quietAccount('welcome-news-on');
    for (const { userId } of [quiet, control]) {
      expect(await queue.enqueue(WELCOME_MAIL_JOB, { userId, origin: app.url }, { key: welcomeKey(userId) })).toEqual({ added: true });
    }
    await welcomeJobDone(quiet.userId);
    await welcomeJobDone(control.userId);
    // The control's mail leaves by its own mail.send job, a moment after the welcome job: by then the quiet one's
    // would have left too, had there been one.
    await eventually(async () => (await welcomesTo(control.email)).length === 1, 10_000);
    expect(await welcomesTo(quiet.email)).toEqual([]);
    expect(await welcomesTo(control.email)).toHaveLength(1);
    // Deciding not to send asked for no token either.
    expect(await app.db.selectFrom('mail_preferences').select('enabled').where('user_id', '=', quiet.userId).execute()).toEqual([{ enabled: 0 }]);
  });

  it('welcomes no demo visitor', async () => {
    const demo = new TestVisitor(app, { address: '10.62.2.1' });
    const response = await demo.post('/api/auth/demo');
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    expect(await app.db.selectFrom('jobs').select('id').where('dedupe_key', '=', welcomeKey(user.id)).execute()).toEqual([]);
  });
});
