import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerVisitor } from '../../test/accounts-helpers';
import { useTestApp } from '../../test/use-test-app';
import { startHousekeeping, sweepExpiredRows } from './housekeeping';
import { eraseAccount } from '../../flows/erase-account';
import { sweepDataRequests } from '../gdpr/gdpr.exports';

const app = useTestApp();

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

describe('housekeeping', () => {
  it('removes expired sessions, closed rate-limit windows and long-expired desktop codes, and nothing live', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const live = await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await app.db
      .insertInto('sessions')
      .values({ id: 'expired-session', user_id: userId, created_at: hoursFromNow(-48), expires_at: hoursFromNow(-1), last_seen: hoursFromNow(-2) })
      .execute();
    await app.db
      .insertInto('rate_limit_buckets')
      .values([
        { key: 'closed-window', hits: 3, window_ends_at: hoursFromNow(-1) },
        { key: 'open-window', hits: 3, window_ends_at: hoursFromNow(1) },
      ])
      .execute();
    const code = { nonce_hash: 'n', user_id: userId, created_at: hoursFromNow(-50), used_at: null };
    await app.db
      .insertInto('desktop_auth_codes')
      .values([
        { ...code, code_hash: 'long-expired', expires_at: hoursFromNow(-30) },
        { ...code, code_hash: 'just-expired', expires_at: hoursFromNow(-1) },
      ])
      .execute();

    expect(await sweepExpiredRows(app.db)).toEqual({ sessions: 1, rateLimitBuckets: 1, desktopAuthCodes: 1 });

    expect(await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([{ id: live.id }]);
    const buckets = await app.db.selectFrom('rate_limit_buckets').select('key').where('key', 'in', ['closed-window', 'open-window']).execute();
    expect(buckets).toEqual([{ key: 'open-window' }]);
    expect(await app.db.selectFrom('desktop_auth_codes').select('code_hash').where('user_id', '=', userId).execute()).toEqual([{ code_hash: 'just-expired' }]);
    // The visitor is still signed in.
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
  });

  it('sweeps once at start and stops cleanly', async () => {
    await app.db
      .insertInto('rate_limit_buckets')
      .values({ key: 'closed-before-start', hits: 1, window_ends_at: hoursFromNow(-1) })
      .execute();
    const housekeeping = startHousekeeping(app.db, pino({ level: 'silent' }), async (now) => sweepDataRequests(app.db, now, eraseAccount));
    await housekeeping.stop();
    expect(await app.db.selectFrom('rate_limit_buckets').select('key').where('key', '=', 'closed-before-start').execute()).toEqual([]);
  });
});
