// The contract the entry point and the Electron main process use: startServer() listens, reports its URL and stops cleanly.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, eventually } from './test/test-context';
import { DEFAULT_ENGINE_SETTINGS } from './config';
import { openDatabase } from './db/database';
import { readOutbox } from './mail/outbox-mailer';
import type { TestDatabase } from './test/test-context';
import { startServer } from './start';

const logger = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('startServer', () => {
  it('listens on a random loopback port, serves the API and stops on close()', async () => {
    const setupTokens: string[] = [];
    const server = await startServer({ host: '127.0.0.1', port: 0, ...database.location, logger, announceAdminSetup: (token) => setupTokens.push(token) });
    expect(server.port).toBeGreaterThan(0);
    // A fresh database has no admin: the one-time setup token is announced at start.
    expect(setupTokens).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);

    const status = await fetch(`${server.url}/api/db-status`);
    expect(await status.json()).toEqual({ available: true });
    expect((await fetch(`${server.url}/api/guardians`)).status).toBe(200);

    await server.close();
    await expect(fetch(`${server.url}/api/db-status`)).rejects.toThrow();
  });

  it('makes the chat triage ready once listening when told, and keeps the trained model in the data folder', { timeout: 120_000 }, async () => {
    const lines: { msg?: string; source?: string }[] = [];
    const recording = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string; source?: string }) });
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      ...database.location,
      logger: recording,
      prepareChat: true,
      announceAdminSetup: () => undefined,
    });
    try {
      // Training holds the event loop for several seconds, after the server listens: the log line says when it is done.
      await eventually(async () => lines.some((line) => line.msg === 'Chat triage model ready'), 100_000);
      // Trained here, or already trained by an earlier test file in this worker (then stored): the file is there.
      expect(['trained', 'in memory']).toContain(lines.find((line) => line.msg === 'Chat triage model ready')?.source);
      expect((await readdir(path.join(database.location.dataDir, 'cache'))).filter((name) => name.startsWith('triage-model-'))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('leaves the jobs to a worker process when told (JOBS_WORKER=false), and the worker sends the mail', async () => {
    const engines = { ...DEFAULT_ENGINE_SETTINGS, worksJobs: false };
    const web = await startServer({ host: '127.0.0.1', port: 0, ...database.location, logger, engines, announceAdminSetup: () => undefined });
    const email = `worker-${Date.now()}@example.com`;
    try {
      const registered = await fetch(`${web.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: web.url },
        body: JSON.stringify({ email, password: 'Worker-Process-2026!' }),
      });
      expect(registered.status).toBe(201);
      const asked = await fetch(`${web.url}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: web.url },
        body: JSON.stringify({ email }),
      });
      expect(asked.status).toBe(202);
      const { db } = openDatabase(database.location, logger);
      try {
        const resetMails = async () => (await readOutbox(db, { to: email, limit: 10 })).filter((mail) => mail.subject === 'Reset your Guardians password');
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(await resetMails()).toEqual([]);
        const worker = await startServer({ role: 'worker', host: '127.0.0.1', port: 0, ...database.location, logger, engines: DEFAULT_ENGINE_SETTINGS });
        try {
          expect(worker.url).toBe('');
          await eventually(async () => (await resetMails()).length === 1, 15_000);
        } finally {
          await worker.close();
        }
      } finally {
        await db.destroy();
      }
    } finally {
      await web.close();
    }
  });

  it('starts read-only when the SQLite data folder cannot be created', async () => {
    const tempDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-start-'));
    const regularFile = path.join(tempDir, 'not-a-folder');
    await writeFile(regularFile, '');
    const server = await startServer({ host: '127.0.0.1', port: 0, dataDir: path.join(regularFile, 'data'), logger });
    try {
      expect(await (await fetch(`${server.url}/api/db-status`)).json()).toEqual({ available: false });
    } finally {
      await server.close();
      await rm(tempDir, { recursive: true, force: true });
    }
  });

  it('starts read-only when PostgreSQL does not answer', async () => {
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      dataDir: os.tmpdir(),
      // Port 9 (discard) is closed on loopback: the connection is refused at once.
      databaseUrl: 'postgres://guardians:guardians@127.0.0.1:9/guardians',
      logger,
    });
    try {
      expect(await (await fetch(`${server.url}/api/db-status`)).json()).toEqual({ available: false });
      expect((await fetch(`${server.url}/api/guardians`)).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});

describe('server/index.ts in production', () => {
  it('refuses to start without GUARDIANS_PUBLIC_ORIGIN or GUARDIANS_ALLOWED_HOSTS, and says which to set', { timeout: 60_000 }, async () => {
    const tempDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-production-'));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', GUARDIANS_DATA_DIR: tempDir, HOST: '127.0.0.1', PORT: '0' };
    delete env.GUARDIANS_PUBLIC_ORIGIN;
    delete env.GUARDIANS_ALLOWED_HOSTS;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('NODE_ENV=production needs GUARDIANS_PUBLIC_ORIGIN');
      expect(output).toContain('GUARDIANS_ALLOWED_HOSTS');
      expect(output).not.toContain('Guardians is running');
    } finally {
      await rm(tempDir, { recursive: true, force: true });
    }
  });
});
