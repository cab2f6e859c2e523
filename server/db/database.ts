// One Kysely instance over the embedded SQLite file, or over PostgreSQL when a DATABASE_URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig, SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';
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
  let opened: SqliteDatabase.Database | undefined;
  const dialect = new SqliteDialectKeepingTheCause(
    {
      // Kysely calls this again on the next query if it throws, which is what lets SQLite recover.
      database: async () => {
        mkdirSync(location.dataDir, { recursive: true });
        const sqlite = new SqliteDatabase(file);
        sqlite.pragma('journal_mode = WAL');
        sqlite.pragma('foreign_keys = ON');
        sqlite.pragma('busy_timeout = 5000');
        opened = sqlite;
        return withPreparedStatements(sqlite);
      },
    },
    () => opened?.inTransaction ?? false,
  );
  return { db: new Kysely<Database>({ dialect }), kind: 'sqlite' };
}

/** Distinct statements kept prepared; Kysely writes one per shape of query (an `in` list of 3 is not one of 4). */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely's driver uses it, with each statement prepared once and kept (the least recently used go
 * first): Kysely asks better-sqlite3 to prepare every query it runs, and SQLite's one connection, which every request
 * waits for, need not parse and plan the same SQL again. A kept statement still being iterated (a streamed query) is
 * not shared.
 */
function withPreparedStatements(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string): SqliteStatement {
      const statement = kept.get(source);
      if (statement && !statement.busy) {
        kept.delete(source);
        kept.set(source, statement);
        return statement;
      }
      const prepared = sqlite.prepare(source);
      if (!statement) {
        kept.set(source, prepared);
        const oldest = kept.keys().next();
        if (kept.size > PREPARED_STATEMENTS_KEPT && !oldest.done) kept.delete(oldest.value);
      }
      return prepared;
    },
  };
}

/**
 * Kysely's SQLite driver, except that it leaves alone a transaction SQLite has already rolled back. SQLite may end a
 * transaction itself when a statement fails with SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY or SQLITE_NOMEM; a ROLLBACK
 * then fails with "cannot rollback - no transaction is active", and that error would replace the cause.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  readonly #inTransaction: () => boolean;

  constructor(config: SqliteDialectConfig, inTransaction: () => boolean) {
    super(config);
    this.#inTransaction = inTransaction;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#inTransaction()) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingTheCause extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #inTransaction: () => boolean;

  constructor(config: SqliteDialectConfig, inTransaction: () => boolean) {
    super(config);
    this.#config = config;
    this.#inTransaction = inTransaction;
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(this.#config, this.#inTransaction);
  }
}
