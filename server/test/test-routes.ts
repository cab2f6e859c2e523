// Routes that exist only in tests: a write to exercise read-only mode and validation, and a handler that crashes.
import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { validate } from '../http/validate';

export const NOTE_KEY_PREFIX = 'test-note:';
export const CRASH_MESSAGE = 'secret internal detail: password=hunter2 at /srv/guardians/db.ts';

const NoteBody = z.object({ text: z.string().min(1).max(500) });
const NoteQuery = z.object({ limit: z.coerce.number().int().min(1).max(50) });

export function testRoutes(db: Kysely<Database>): Router {
  const router = express.Router();

  router.post('/test/notes', validate({ body: NoteBody }), async (req, res) => {
    const now = new Date().toISOString();
    const key = `${NOTE_KEY_PREFIX}${now}:${Math.random()}`;
    await db.insertInto('app_meta').values({ key, value: req.body.text, updated_at: now }).execute();
    res.status(201).json({ key });
  });

  router.get('/test/notes', validate({ query: NoteQuery }), async (req, res) => {
    const rows = await db.selectFrom('app_meta').select('value').where('key', 'like', `${NOTE_KEY_PREFIX}%`).limit(req.query.limit).execute();
    res.json({ notes: rows.map((row) => row.value), limit: req.query.limit });
  });

  router.get('/test/crash', () => {
    throw new Error(CRASH_MESSAGE);
  });

  return router;
}
