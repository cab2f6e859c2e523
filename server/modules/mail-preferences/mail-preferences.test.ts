// Mail preferences through the API (issue 42 §2): the groups in /profile with their defaults, switching them, the
// unsubscribe link of a real mail working without a session (once or twice, the same), refused tokens, the limit per
// address, and the preferences in the GDPR export and gone after erasure.
import { describe, expect, it } from 'vitest';
import { MailPreferencesResponse, UnsubscribeResponse } from '@common/contracts/mail-preferences';
import { MAIL_PREFERENCE_GROUP_TEXTS } from '@common/mail-kinds';
import { eraseAccount } from '../../flows/erase-account';
import { readOutbox } from '../../mail/outbox-mailer';
import { registerVisitor } from '../../test/accounts-helpers';
import { eventually, readErrorBody, readValidationIssues, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { readPersonalData } from '../gdpr/personal-data.repository';
import { MailPreferencesService } from './mail-preferences.service';
import { UNSUBSCRIBES_PER_ADDRESS } from './mail-preferences.routes';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

let addressCount = 0;
/** A visitor from an address of its own and without a session: someone opening a mail's link. */
function mailReader(): TestVisitor {
  addressCount += 1;
  return new TestVisitor(app, { address: `10.61.${Math.floor(addressCount / 250)}.${addressCount % 250}` });
}

function put(visitor: TestVisitor, body: unknown): Promise<Response> {
  return visitor.request('/api/profile/mail-preferences', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function preferencesOf(visitor: TestVisitor): Promise<Record<string, boolean>> {
  const response = await visitor.get('/api/profile/mail-preferences');
  expect(response.status).toBe(200);
  return Object.fromEntries(MailPreferencesResponse.parse(await response.json()).groups.map(({ group, on }) => [group, on]));
}

/** The token of the unsubscribe link in the welcome mail a registration sends. */
async function welcomeUnsubscribeToken(email: string): Promise<string> {
  await eventually(async () => (await readOutbox(app.db, { to: email, limit: 5 })).length > 0, 10_000);
  const [welcome] = await readOutbox(app.db, { to: email, limit: 5 });
  const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(welcome?.text ?? '')?.[1];
  if (!token) throw new Error(`No unsubscribe link in: ${welcome?.text}`);
  return token;
}

describe(`mail preferences on ${TEST_DATABASE_KIND}`, () => {
  it('lists every group with its label and description, reminders and news on by default', async () => {
    const { visitor } = await registerVisitor(app, { label: 'prefs-default' });
    const response = await visitor.get('/api/profile/mail-preferences');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(MailPreferencesResponse.parse(await response.json())).toEqual({
      groups: [
        { group: 'reminders', ...labelled('reminders'), on: true },
        { group: 'community', ...labelled('community'), on: true },
        { group: 'news', ...labelled('news'), on: true },
      ],
    });
  });

  it('switches the groups named, keeps the others, and keeps the choice across reads', async () => {
    const { visitor, userId } = await registerVisitor(app, { label: 'prefs-switch' });
    const off = await put(visitor, { news: false });
    expect(off.status).toBe(200);
    expect(MailPreferencesResponse.parse(await off.json()).groups.map(({ group, on }) => [group, on])).toEqual([
      ['reminders', true],
      ['community', true],
      ['news', false],
    ]);
    expect(await preferencesOf(visitor)).toEqual({ reminders: true, community: true, news: false });

    expect((await put(visitor, { reminders: false, news: true })).status).toBe(200);
    expect(await preferencesOf(visitor)).toEqual({ reminders: false, community: true, news: true });
    const rows = await app.db.selectFrom('mail_preferences').selectAll().where('user_id', '=', userId).orderBy('group_name').execute();
    expect(rows.map((row) => [row.group_name, row.enabled, row.chosen_via])).toEqual([
      ['news', 1, 'profile'],
      ['reminders', 0, 'profile'],
    ]);
    // Another account's choices are its own.
    const other = await registerVisitor(app, { label: 'prefs-other' });
    expect(await preferencesOf(other.visitor)).toEqual({ reminders: true, community: true, news: true });
  });

  it('answers 401 to a visitor who is not signed in, and changes nothing', async () => {
    const visitor = mailReader();
    const read = await visitor.get('/api/profile/mail-preferences');
    expect(read.status).toBe(401);
    expect((await readErrorBody(read)).code).toBe('UNAUTHENTICATED');
    const write = await put(visitor, { news: false });
    expect(write.status).toBe(401);
    expect((await readErrorBody(write)).code).toBe('UNAUTHENTICATED');
  });

  it('refuses no group, an unknown group and a value that is not true or false with 400 VALIDATION_FAILED', async () => {
    const { visitor } = await registerVisitor(app, { label: 'prefs-bad' });
    for (const body of [{}, { promotions: true }, { news: 'no' }, { news: null }, []]) {
      const response = await put(visitor, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    const unknown = await put(visitor, { news: false, promotions: true });
    expect((await readValidationIssues(unknown)).some((issue) => issue.location === 'body')).toBe(true);
    expect(await preferencesOf(visitor)).toEqual({ reminders: true, community: true, news: true });
  });

  it("switches the link's group off without a session, answers the same a second time and keeps the first choice's time", async () => {
    const { visitor, email, userId } = await registerVisitor(app, { label: 'prefs-unsubscribe' });
    const token = await welcomeUnsubscribeToken(email);
    const reader = mailReader();
    const first = await reader.post('/api/mail/unsubscribe', { token });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const answer = UnsubscribeResponse.parse(await first.json());
    expect(answer).toEqual({
      group: 'news',
      label: 'News from Guardians',
      message: 'You will no longer receive “News from Guardians” mails. You can switch them on again in your profile.',
    });
    // Nobody was signed in by the link.
    expect(reader.sessionToken).toBeUndefined();
    expect(await preferencesOf(visitor)).toEqual({ reminders: true, community: true, news: false });
    const firstChoice = await app.db
      .selectFrom('mail_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .where('group_name', '=', 'news')
      .executeTakeFirstOrThrow();
    expect(firstChoice).toMatchObject({ enabled: 0, chosen_via: 'unsubscribe_link' });

    const again = await mailReader().post('/api/mail/unsubscribe', { token });
    expect(again.status).toBe(200);
    expect(UnsubscribeResponse.parse(await again.json())).toEqual(answer);
    const afterAgain = await app.db
      .selectFrom('mail_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .where('group_name', '=', 'news')
      .executeTakeFirstOrThrow();
    expect(afterAgain.chosen_at).toBe(firstChoice.chosen_at);

    // Switched on again in the profile, the same link (every mail of the group carries it) still works.
    expect((await put(visitor, { news: true })).status).toBe(200);
    expect(await new MailPreferencesService({ db: app.db }).unsubscribeToken(userId, 'news')).toBe(token);
    expect((await mailReader().post('/api/mail/unsubscribe', { token })).status).toBe(200);
    expect(await preferencesOf(visitor)).toEqual({ reminders: true, community: true, news: false });
  });

  it('gives each group its own token: a reminders link stops reminders only, and it is stored only once per group', async () => {
    const { visitor, userId } = await registerVisitor(app, { label: 'prefs-reminders' });
    const preferences = new MailPreferencesService({ db: app.db });
    const [reminders, remindersAgain] = await Promise.all([
      preferences.unsubscribeToken(userId, 'reminders'),
      preferences.unsubscribeToken(userId, 'reminders'),
    ]);
    expect(remindersAgain).toBe(reminders);
    expect(reminders).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await preferences.unsubscribeToken(userId, 'news')).not.toBe(reminders);
    // Asking for a token is no choice: the defaults still apply.
    expect(await preferencesOf(visitor)).toEqual({ reminders: true, community: true, news: true });

    const response = await mailReader().post('/api/mail/unsubscribe', { token: reminders });
    expect(UnsubscribeResponse.parse(await response.json()).group).toBe('reminders');
    expect(await preferencesOf(visitor)).toEqual({ reminders: false, community: true, news: true });
    expect(await preferences.wants(userId, 'reminders')).toBe(false);
    expect(await preferences.wants(userId, 'news')).toBe(true);
  });

  it("takes a mail program's one-click unsubscribe (RFC 8058) from the welcome's List-Unsubscribe header, without Origin or session", async () => {
    const { visitor, email } = await registerVisitor(app, { label: 'prefs-one-click' });
    await eventually(async () => (await readOutbox(app.db, { to: email, limit: 5 })).length > 0, 10_000);
    const [welcome] = await readOutbox(app.db, { to: email, limit: 5 });
    const oneClick = new URL(welcome!.listUnsubscribe!);
    expect(oneClick.pathname).toBe('/api/mail/unsubscribe/one-click');
    const post = (form: string) =>
      new TestVisitor(app, { origin: null, address: '10.62.0.1' }).request(`${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
    const wrongForm = await post('List-Unsubscribe=Maybe');
    expect(wrongForm.status).toBe(400);
    expect((await readErrorBody(wrongForm)).code).toBe('VALIDATION_FAILED');
    const done = await post('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(UnsubscribeResponse.parse(await done.json()).group).toBe('news');
    expect(await preferencesOf(visitor)).toEqual({ reminders: true, community: true, news: false });
  });

  it('refuses an unknown token with 400 UNSUBSCRIBE_LINK_INVALID and a missing one with 400 VALIDATION_FAILED', async () => {
    const reader = mailReader();
    const unknown = await reader.post('/api/mail/unsubscribe', { token: 'Qm9vdHN0cmFwLW5vdC1hLXJlYWwtdW5zdWJzY3JpYmUtdG9rZW4' });
    expect(unknown.status).toBe(400);
    const body = await readErrorBody(unknown);
    expect(body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect(body.error).toContain('profile');
    for (const bad of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
      const response = await reader.post('/api/mail/unsubscribe', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
  });

  it(`limits one client address to ${UNSUBSCRIBES_PER_ADDRESS.max} unsubscribe requests an hour, good tokens or not`, async () => {
    const { email } = await registerVisitor(app, { label: 'prefs-limit' });
    const token = await welcomeUnsubscribeToken(email);
    const flooder = mailReader();
    for (let request = 1; request <= UNSUBSCRIBES_PER_ADDRESS.max; request += 1) {
      expect((await flooder.post('/api/mail/unsubscribe', { token: `guess-${request}` })).status).toBe(400);
    }
    const limited = await flooder.post('/api/mail/unsubscribe', { token });
    expect(limited.status).toBe(429);
    expect((await readErrorBody(limited)).code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not held back.
    expect((await mailReader().post('/api/mail/unsubscribe', { token })).status).toBe(200);
  });

  it('puts the preferences into the data export without the tokens, and erasure removes them with their links', async () => {
    const { visitor, userId, email } = await registerVisitor(app, { label: 'prefs-gdpr' });
    const token = await welcomeUnsubscribeToken(email);
    expect((await put(visitor, { reminders: false })).status).toBe(200);

    const exported = await readPersonalData(app.db, userId);
    expect(exported?.mailPreferences).toEqual([
      { group: 'reminders', on: false, chosen: true, chosen_at: expect.any(String) as unknown, chosen_via: 'profile' },
      { group: 'community', on: true, chosen: false, chosen_at: null, chosen_via: null },
      { group: 'news', on: true, chosen: false, chosen_at: null, chosen_via: null },
    ]);
    expect(JSON.stringify(exported)).not.toContain(token);

    await app.db.transaction().execute((trx) => eraseAccount(trx, userId, new Date().toISOString()));
    expect(await app.db.selectFrom('mail_preferences').select('group_name').where('user_id', '=', userId).execute()).toEqual([]);
    const gone = await mailReader().post('/api/mail/unsubscribe', { token });
    expect(gone.status).toBe(400);
    expect((await readErrorBody(gone)).code).toBe('UNSUBSCRIBE_LINK_INVALID');
  });
});

function labelled(group: 'reminders' | 'community' | 'news') {
  const { label, description } = MAIL_PREFERENCE_GROUP_TEXTS[group];
  return { label, description };
}
