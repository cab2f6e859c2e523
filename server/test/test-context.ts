// Like kysely's test/test-context.ts: every API test file gets its own database and a server on a free loopback port.
// With TEST_DATABASE_URL=postgres://…/postgres the same suites run on a uniquely named PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { ErrorBody, ValidationDetails } from '@common/contracts/errors';
import type { ValidationIssue } from '@common/contracts/errors';
import type { Logger } from 'pino';
import { createApp } from '../app';
import { DEFAULT_ACCOUNT_SETTINGS } from '../config';
import type { AccountSettings, CommerceSettings, VoiceSettings } from '../config';
import type { SpeechEngineLoader } from '../modules/voice/offline-voice-provider';
import { openDatabase } from '../db/database';
import type { DatabaseKind, DatabaseLocation } from '../db/database';
import type { DatabaseHealth } from '../db/health';
import { monitorDatabase } from '../setup/prepare';
import type { PreparationOptions } from '../setup/prepare';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { LocalFileStore } from '../files/local-file-store';
import { freePort, listen } from '../http/listen';

import type { IdTokenVerifier } from '../modules/accounts/firebase-token-verifier';

const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const TEST_DATABASE_KIND: DatabaseKind = POSTGRES_ADMIN_URL ? 'postgres' : 'sqlite';

export interface TestDatabase {
  location: DatabaseLocation;
  /** Removes the database (and its temp folder). */
  drop(): Promise<void>;
}

async function createTempDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'guardians-test-'));
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * DROP ... WITH (FORCE) ends the database's connections first, which can fail while another backend (an
 * autovacuum worker after a burst of writes) is being signalled; a short wait and a retry settle it.
 */
async function dropDatabase(adminUrl: string, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** A fresh, empty database: a temp SQLite folder, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const tempDir = await createTempDir();
  const dataDir = path.join(tempDir, 'data');
  if (!POSTGRES_ADMIN_URL) {
    return { location: { dataDir }, drop: () => rm(tempDir, { recursive: true, force: true }) };
  }

  const adminUrl = POSTGRES_ADMIN_URL;
  const name = `guardians_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    location: { dataDir, databaseUrl: databaseUrl.toString() },
    drop: async () => {
      await dropDatabase(adminUrl, name);
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

export interface UnreachableDatabase {
  /** Where the server should look for the database; nothing answers there until makeReachable(). */
  location: DatabaseLocation;
  makeReachable(): Promise<void>;
  /** PostgreSQL only (an open SQLite file keeps working): drops every connection and refuses new ones. */
  breakConnection(): Promise<void>;
  /** Undoes what the block did if the test ended before makeReachable(). */
  release(): Promise<void>;
}

/**
 * Makes a test database unreachable without losing its data. SQLite: a regular file takes the data folder's place
 * (running as root, permissions alone would not stop the server). PostgreSQL: the server is given a port where
 * nothing listens, and makeReachable() opens a TCP relay to the real server on it.
 */
export async function blockTestDatabase(database: TestDatabase): Promise<UnreachableDatabase> {
  const { dataDir, databaseUrl } = database.location;
  if (!databaseUrl) {
    const parkedDir = `${dataDir}.parked`;
    const hadData = await stat(dataDir).then(
      () => true,
      () => false,
    );
    if (hadData) await rename(dataDir, parkedDir);
    await writeFile(dataDir, 'this file stands where the data folder should be');
    let blocked = true;
    const unblock = async (): Promise<void> => {
      if (!blocked) return;
      blocked = false;
      await rm(dataDir, { force: true });
      if (!hadData) return;
      // The server may retry meanwhile and create an empty data folder in the gap (seen once in CI: ENOTEMPTY on the
      // rename); what it made there holds no test data, so it goes and the parked folder takes its place again.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await rename(parkedDir, dataDir);
          return;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (attempt >= 4 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    };
    return {
      location: { dataDir },
      makeReachable: unblock,
      breakConnection: () => Promise.reject(new Error('An open SQLite file cannot lose its connection; test outages while running on PostgreSQL.')),
      release: unblock,
    };
  }

  const target = new URL(databaseUrl);
  const relayPort = await freePort();
  const relayedUrl = new URL(databaseUrl);
  relayedUrl.hostname = '127.0.0.1';
  relayedUrl.port = String(relayPort);
  let relay: TcpRelay | undefined;
  return {
    location: { dataDir, databaseUrl: relayedUrl.toString() },
    makeReachable: async () => {
      relay = await startTcpRelay(relayPort, target.hostname, Number(target.port || 5432));
    },
    breakConnection: async () => {
      await relay?.close();
      relay = undefined;
    },
    release: async () => {
      await relay?.close();
      relay = undefined;
    },
  };
}

interface TcpRelay {
  close(): Promise<void>;
}

async function startTcpRelay(port: number, targetHost: string, targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

export interface TestApp {
  url: string;
  db: Kysely<Database>;
  /** The app's FileStore (a folder beside the test database). */
  files: FileStore;
  health: DatabaseHealth;
  request(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  postJson(pathAndQuery: string, body: unknown): Promise<Response>;
  /** Stops the server, the health checks and the database connection. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  location: DatabaseLocation;
  webDistDir?: string;
  extraRouters?: (db: Kysely<Database>) => readonly Router[];
  databaseCheckIntervalMs?: number;
  logger?: Logger;
  /** Overrides of DEFAULT_ACCOUNT_SETTINGS (rate limits, session lifetime, Firebase project, ...). */
  accounts?: Partial<AccountSettings>;
  idTokenVerifier?: IdTokenVerifier;
  /** Receives the one-time admin setup token; without it the token is simply not shown anywhere. */
  onAdminSetupOpened?: (token: string) => void;
  /** 0 for tests that change the catalog, guardians or habits directly in the database, past any service. */
  publicReadTtlMs?: number;
  /** ElevenLabs and the voice budgets; the offline voice with default budgets when omitted. */
  voice?: VoiceSettings;
  speechEngine?: SpeechEngineLoader;
  /** Storefront money settings (e.g. Stripe pointed at a local fake); DEFAULT_COMMERCE_SETTINGS when omitted. */
  commerce?: CommerceSettings;
  /** The GDPR service's clock (export expiry, the 14 days before erasure). */
  now?: () => Date;
}

export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const { db } = openDatabase(options.location, logger);
  // The test client acts as a proxy on loopback: X-Forwarded-For gives each simulated visitor its own address.
  const accounts: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, trustProxy: 'loopback', ...options.accounts };
  const preparation: PreparationOptions = { accounts, onAdminSetupOpened: options.onAdminSetupOpened };
  const health = monitorDatabase(db, logger, options.databaseCheckIntervalMs, preparation);
  await health.start();
  // Each test database has its own files folder beside it.
  const files = new LocalFileStore({ dir: path.join(options.location.dataDir, 'files') });
  const app = createApp({
    db,
    files,
    health,
    logger,
    accounts,
    idTokenVerifier: options.idTokenVerifier,
    webDistDir: options.webDistDir,
    extraRouters: options.extraRouters?.(db),
    publicReadTtlMs: options.publicReadTtlMs,
    voice: options.voice,
    speechEngine: options.speechEngine,
    commerce: options.commerce,
    now: options.now,
    checkResponses: true,
  });
  const server = await listen(app, '127.0.0.1', 0);
  // Mails go out as in a server (the outbox, through the job queue); the recurring sweeps are left to their own tests.
  const jobs = await app.startJobs({ schedules: false });
  const request = (pathAndQuery: string, init?: RequestInit): Promise<Response> => fetch(`${server.url}${pathAndQuery}`, init);
  return {
    url: server.url,
    db,
    files,
    health,
    request,
    postJson: (pathAndQuery, body) => request(pathAndQuery, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    close: async () => {
      await jobs.stop();
      await health.stop();
      await server.close();
      await db.destroy();
    },
  };
}

/** Polls until the condition holds, for background work such as the database health retry. */
export async function eventually(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The body of a failed call, checked against the one error contract every endpoint shares. */
export async function readErrorBody(response: Response): Promise<ErrorBody> {
  return ErrorBody.parse(await response.json());
}

export async function readValidationIssues(response: Response): Promise<ValidationIssue[]> {
  return ValidationDetails.parse((await readErrorBody(response)).details).issues;
}
