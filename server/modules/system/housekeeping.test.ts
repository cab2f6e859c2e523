import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerVisitor } from '../../test/accounts-helpers';
import { useTestApp } from '../../test/use-test-app';
import { housekeepingSchedule, sweepExpiredRows } from './housekeeping';
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

    expect(await sweepExpiredRows(app.db)).toEqual({ sessions: 1, rateLimitBuckets: 1, desktopAuthCodes: 1, finishedJobs: 0 });

    expect(await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([{ id: live.id }]);
    const buckets = await app.db.selectFrom('rate_limit_buckets').select('key').where('key', 'in', ['closed-window', 'open-window']).execute();
    expect(buckets).toEqual([{ key: 'open-window' }]);
    expect(await app.db.selectFrom('desktop_auth_codes').select('code_hash').where('user_id', '=', userId).execute()).toEqual([{ code_hash: 'just-expired' }]);
    // The visitor is still signed in.
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
  });

  it("removes the embedded queue's jobs done over a week ago and failed ones over a month ago", async () => {
    const job = (status: 'completed' | 'failed', finishedDaysAgo: number) => {
      const at = new Date(Date.now() - finishedDaysAgo * 24 * 60 * 60 * 1000).toISOString();
      return {
        id: randomUUID(),
        name: 'mail.send',
        payload: '{}',
        dedupe_key: null,
        status,
        run_at: at,
        attempts_made: 1,
        max_attempts: 1,
        backoff_ms: 1,
        repeat_every_ms: null,
        locked_until: null,
        last_error: null,
        created_at: at,
        finished_at: at,
      };
    };
    const rows = [job('completed', 8), job('completed', 6), job('failed', 31), job('failed', 29)];
    await app.db.insertInto('jobs').values(rows).execute();
    expect((await sweepExpiredRows(app.db)).finishedJobs).toBe(2);
    const left = await app.db
      .selectFrom('jobs')
      .select('id')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([rows[1]!.id, rows[3]!.id].sort());
  });

  it('sweeps on each run of its hourly job', async () => {
    await app.db
      .insertInto('rate_limit_buckets')
      .values({ key: 'closed-before-start', hits: 1, window_ends_at: hoursFromNow(-1) })
      .execute();
    const housekeeping = housekeepingSchedule(app.db, pino({ level: 'silent' }), async (now) =>
      sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, now),
    );
    expect(housekeeping.everyMs).toBe(60 * 60 * 1000);
    await housekeeping.run(new Date());
    expect(await app.db.selectFrom('rate_limit_buckets').select('key').where('key', '=', 'closed-before-start').execute()).toEqual([]);
  });
});
