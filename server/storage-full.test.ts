// A full disk under SQLite is an outage like an unreachable database (spec 7 and 8): writes answer the read-only 503,
// reads go on, the cause is logged once, and writes come back when there is room again. The disk is not filled: SQLite's
// own page limit (max_page_count, set on the server's connection) refuses new pages with the same SQLITE_FULL.
// Always on SQLite, whatever TEST_DATABASE_KIND says: the embedded file is what fills a disk.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DbStatusResponse } from '@common/contracts/system';
import { READ_ONLY_TEXT } from '@common/system-texts';
import { openDatabase } from './db/database';
import type { Database } from './db/schema';
import { eventually, startTestApp } from './test/test-context';
import type { TestApp } from './test/test-context';
import { testRoutes } from './test/test-routes';

interface LogLine {
  level: number;
  msg: string;
  err?: { code?: string; message?: string };
}

const PINO_ERROR = 50;

let tempDir: string;
beforeEach(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-storage-full-'));
});
afterEach(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

async function pageCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  return Number(rows[0]?.page_count);
}

function isSqliteFull(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_FULL';
}

/**
 * The file may not grow past its current pages; rows are added, smaller and smaller, until not even a small one fits in
 * what is left, so any later row of 100 characters or more needs a page the limit refuses. Returns the page limit.
 */
async function fillTheDisk(db: Kysely<Database>): Promise<number> {
  const pages = await pageCount(db);
  await sql`pragma max_page_count = ${sql.lit(pages)}`.execute(db);
  let filler = 0;
  for (const size of [3_000, 1_000, 300, 100, 30, 10]) {
    for (;;) {
      filler += 1;
      try {
        await db
          .insertInto('app_meta')
          .values({ key: `filler:${filler}`, value: 'x'.repeat(size), updated_at: new Date().toISOString() })
          .execute();
      } catch (error) {
        if (!isSqliteFull(error)) throw error;
        break;
      }
    }
  }
  return pages;
}

/** A note written inside a transaction, as most writes of the API are (the purchase, the address book, …). */
function transactionalNotes(db: Kysely<Database>): express.Router {
  const router = express.Router();
  router.post('/test/notes-in-transaction', async (req, res) => {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('app_meta')
        .values({ key: `test-note:tx:${now}:${Math.random()}`, value: String((req.body as { text: unknown }).text), updated_at: now })
        .execute();
    });
    res.status(201).json({ written: true });
  });
  return router;
}

describe('SQLite refusing a transaction for lack of space', () => {
  it('rejects with SQLITE_FULL, the cause, not with the failed rollback of a transaction SQLite already rolled back', async () => {
    const { db } = openDatabase({ dataDir: path.join(tempDir, 'data') }, pino({ level: 'silent' }));
    try {
      await sql`create table filler (text text not null)`.execute(db);
      await sql`pragma max_page_count = ${sql.lit(await pageCount(db))}`.execute(db);
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          for (let row = 0; row < 100; row += 1) await sql`insert into filler (text) values (${'x'.repeat(3_000)})`.execute(trx);
        })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'SQLITE_FULL' });
      // The connection is usable again at once, and takes writes when the limit is raised.
      await sql`pragma max_page_count = 1000`.execute(db);
      await db.transaction().execute((trx) => sql`insert into filler (text) values ('fits')`.execute(trx));
      expect((await sql<{ rows: number }>`select count(*) as rows from filler`.execute(db)).rows[0]?.rows).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});

describe('a full disk under SQLite', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('turns writes into the read-only 503 with the cause logged once, keeps reads, and takes writes again once there is room', async () => {
    const logLines: LogLine[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(JSON.parse(String(chunk)) as LogLine);
          done();
        },
      }),
    );
    app = await startTestApp({
      location: { dataDir: path.join(tempDir, 'data') },
      logger,
      databaseCheckIntervalMs: 50,
      extraRouters: (db) => [testRoutes(db), transactionalNotes(db)],
    });
    expect((await app.postJson('/api/test/notes', { text: 'written before the disk filled' })).status).toBe(201);
    const pages = await fillTheDisk(app.db);
    logLines.length = 0;

    const note = 'n'.repeat(200);
    const writes = [
      await app.postJson('/api/test/notes-in-transaction', { text: note }),
      await app.postJson('/api/test/notes', { text: note }),
      ...(await Promise.all(Array.from({ length: 5 }, () => app?.postJson('/api/test/notes', { text: note }) ?? Promise.reject(new Error('no app'))))),
    ];
    for (const write of writes) {
      expect(write.status).toBe(503);
      expect(await write.json()).toEqual({ error: READ_ONLY_TEXT, code: 'READ_ONLY' });
    }
    expect(DbStatusResponse.parse(await (await app.request('/api/db-status')).json())).toEqual({ available: false });
    // Reads keep working: the database answers them, only its file cannot grow.
    expect((await app.request('/api/guardians')).status).toBe(200);
    expect((await app.request('/api/products')).status).toBe(200);
    expect(await (await app.request('/api/test/notes?limit=10')).json()).toMatchObject({ notes: ['written before the disk filled'] });

    const causes = logLines.filter((line) => line.err?.code === 'SQLITE_FULL');
    expect(causes).toEqual([expect.objectContaining({ level: PINO_ERROR })]);
    expect(logLines.filter((line) => line.level >= PINO_ERROR)).toHaveLength(1);
    expect(JSON.stringify(logLines)).not.toContain('cannot rollback');

    // A few pages free are not room: writes stay refused until the probe's STORAGE_PROBE_BYTES fit.
    await sql`pragma max_page_count = ${sql.lit(pages + 8)}`.execute(app.db);
    expect(await app.health.check()).toBe(false);
    expect((await app.postJson('/api/test/notes', { text: note })).status).toBe(503);

    // Space returns: the background check finds room and the store takes writes again.
    await sql`pragma max_page_count = ${sql.lit(pages + 1_000)}`.execute(app.db);
    await eventually(async () => DbStatusResponse.parse(await (await app!.request('/api/db-status')).json()).available);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'Database storage has room again: taking writes' }));
    expect((await app.postJson('/api/test/notes', { text: note })).status).toBe(201);
    expect((await app.postJson('/api/test/notes-in-transaction', { text: note })).status).toBe(201);
    expect(logLines.filter((line) => line.err?.code === 'SQLITE_FULL')).toHaveLength(1);
  });
});
