// Static map of migrations, so bundlers (electron-vite) keep them; names sort by date, which is the order they run.
import type { Migration } from 'kysely';
import * as core from './2026_11_22_001_core';
import * as accounts from './2026_11_23_001_accounts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026_11_22_001_core': core,
  '2026_11_23_001_accounts': accounts,
};
