// The set-up the chat answer tests share: a fresh test database with the full seed for the whole file, and the
// embedded provider over its knowledge, always choosing the first greeting and encouragement (so the band can be told
// from the text). Ready in beforeAll; the database is closed and dropped after the last test.
import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { EmbeddedChatProvider } from '../modules/chat/embedded-chat-provider';
import { KnowledgeBase } from '../modules/chat/knowledge-base';
import { prepareDatabase } from '../setup/prepare';
import { createTestDatabase } from './test-context';
import type { TestDatabase } from './test-context';

export interface SeededChat {
  readonly db: Kysely<Database>;
  readonly embedded: EmbeddedChatProvider;
}

/** The file's seeded database and embedded provider; use them inside tests and hooks (they open in beforeAll). */
export function useSeededChat(): SeededChat {
  let database: TestDatabase | undefined;
  let ready: SeededChat | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    const { db } = openDatabase(database.location, logger);
    await prepareDatabase(db, logger);
    ready = { db, embedded: new EmbeddedChatProvider(new KnowledgeBase({ db, ttlMs: 60_000 }), () => 0) };
  });

  afterAll(async () => {
    await ready?.db.destroy();
    await database?.drop();
  });

  const opened = (): SeededChat => {
    if (!ready) throw new Error('useSeededChat opens its database in beforeAll; use it inside a test or a hook.');
    return ready;
  };
  return {
    get db() {
      return opened().db;
    },
    get embedded() {
      return opened().embedded;
    },
  };
}
