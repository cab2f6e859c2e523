// One Kysely instance over the embedded SQLite file, or over PostgreSQL when a DATABASE_URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema';

export const SQLITE_FILE_NAME = 'guardians.sqlite';

export interface DatabaseLocation {
  /** Folder of the embedded SQLite file; ignored when databaseUrl is set. */
  dataDir: string;
  /** postgres://… switches to PostgreSQL. */
  databaseUrl?: string | undefined;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/**
 * Never throws: the connection is opened lazily on the first query, so an unwritable data folder or a
 * PostgreSQL server that is down leaves the API running in read-only mode until the database comes back.
 */
export function openDatabase(location: DatabaseLocation, logger: Logger): OpenedDatabase {
  if (location.databaseUrl) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, connectionTimeoutMillis: 5_000, max: 10 });
    // A client dropped by the server must not crash the process; the health check notices the outage. The pool
    // only listens on idle clients, and a client checked out for a query emits 'error' too, so every client gets
    // its own listener.
    pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost'));
    pool.on('connect', (client) => {
      client.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost during a query'));
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }

  const file = path.join(location.dataDir, SQLITE_FILE_NAME);
  const dialect = new SqliteDialect({
    // Kysely calls this again on the next query if it throws, which is what lets SQLite recover.
    database: async () => {
      mkdirSync(location.dataDir, { recursive: true });
      const sqlite = new SqliteDatabase(file);
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('foreign_keys = ON');
      sqlite.pragma('busy_timeout = 5000');
      return sqlite;
    },
  });
  return { db: new Kysely<Database>({ dialect }), kind: 'sqlite' };
}
