// The run's first admin, created once with the server's one-time setup token (ADMIN_SETUP_TOKEN_FILE) and its
// credentials kept beside it, so every spec that needs an admin gets the same account whichever spec runs first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

export interface StaffCredentials {
  email: string;
  password: string;
}

const ADMIN_PASSWORD = 'Admin-Guardian-2026!';

function dataDir(): string {
  const dir = process.env.GUARDIANS_E2E_DATA_DIR;
  if (!dir) throw new Error('GUARDIANS_E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts.');
  return dir;
}

/** The admin's email and password; creates the admin on first use (the request context is not signed in by it). */
export async function firstAdmin(request: APIRequestContext): Promise<StaffCredentials> {
  const saved = join(dataDir(), 'e2e-admin.json');
  if (existsSync(saved)) return JSON.parse(readFileSync(saved, 'utf8')) as StaffCredentials;
  const credentials = { email: `admin-${Date.now().toString(36)}@guardians.test`, password: ADMIN_PASSWORD };
  const token = readFileSync(join(dataDir(), 'admin-setup-token'), 'utf8').trim();
  const setup = await request.post('/api/admin-setup', { data: { token, ...credentials, displayName: 'Store Admin' } });
  if (setup.status() === 201) {
    writeFileSync(saved, JSON.stringify(credentials));
    await request.post('/api/logout');
    return credentials;
  }
  // Another worker created the admin at the same moment: its credentials appear in a moment.
  for (let attempt = 0; attempt < 50 && !existsSync(saved); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 200));
  if (!existsSync(saved)) throw new Error(`Admin setup answered ${setup.status()} and no admin was saved by another test.`);
  return JSON.parse(readFileSync(saved, 'utf8')) as StaffCredentials;
}
