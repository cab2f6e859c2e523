// Runs the real server/start.ts through the service under plain Node: the same code path the desktop app
// takes with GUARDIANS_API_URL unset, minus the window.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/start';
import { EmbeddedServerService } from './embedded-server';

let userDataPath: string;
let webDistDir: string;

beforeAll(async () => {
  userDataPath = await mkdtemp(join(tmpdir(), 'guardians-user-data-'));
  webDistDir = join(userDataPath, 'renderer');
  await mkdir(webDistDir);
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Guardians</title><div id="root"></div>');
});

afterAll(async () => {
  await rm(userDataPath, { recursive: true, force: true });
});

async function sqliteFiles(directory: string): Promise<string[]> {
  const names = await readdir(directory);
  return names.filter((name) => /\.(db|sqlite3?)$/.test(name)).sort();
}

describe('EmbeddedServerService with the real server', { timeout: 60_000 }, () => {
  it('serves the API from a SQLite database in the user-data folder and reuses it on the next start', async () => {
    const first = new EmbeddedServerService({ start: startServer, userDataPath, webDistDir, serverLogLevel: 'warn' });
    const firstTarget = await first.start();
    try {
      expect(firstTarget.embedded).toBe(true);
      expect(new URL(firstTarget.url).hostname).toBe('127.0.0.1');
      const status = await fetch(new URL('/api/db-status', firstTarget.url));
      expect(status.status).toBe(200);
      expect(await status.json()).toEqual({ available: true });
      const page = await fetch(new URL('/guardians/angio', firstTarget.url));
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      await first.stop();
    }

    const databases = await sqliteFiles(first.dataDir);
    expect(databases.length).toBeGreaterThan(0);
    const databasePath = join(first.dataDir, databases[0] ?? '');
    // A marker the server knows nothing about: it survives only if the second start opens the same file.
    const marker = new Database(databasePath);
    marker.exec("CREATE TABLE desktop_restart_marker (note TEXT); INSERT INTO desktop_restart_marker VALUES ('first run')");
    marker.close();

    const second = new EmbeddedServerService({ start: startServer, userDataPath, webDistDir, serverLogLevel: 'warn' });
    const secondTarget = await second.start();
    try {
      const status = await fetch(new URL('/api/db-status', secondTarget.url));
      expect(await status.json()).toEqual({ available: true });
    } finally {
      await second.stop();
    }

    expect(await sqliteFiles(second.dataDir)).toEqual(databases);
    const reopened = new Database(databasePath, { readonly: true });
    try {
      expect(reopened.prepare('SELECT note FROM desktop_restart_marker').all()).toEqual([{ note: 'first run' }]);
    } finally {
      reopened.close();
    }
  });

  it('takes writes from its own window (a loopback origin) with no origin or host configured, and refuses another site’s', async () => {
    const service = new EmbeddedServerService({ start: startServer, userDataPath, webDistDir, serverLogLevel: 'warn' });
    const target = await service.start();
    try {
      const fromWindow = await fetch(new URL('/api/auth/demo', target.url), { method: 'POST', headers: { origin: target.origin } });
      expect(fromWindow.status).toBe(200);
      const fromElsewhere = await fetch(new URL('/api/auth/demo', target.url), { method: 'POST', headers: { origin: 'http://evil.example' } });
      expect(fromElsewhere.status).toBe(403);
    } finally {
      await service.stop();
    }
  });
});
