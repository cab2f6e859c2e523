import { rm } from 'node:fs/promises';

/** Removes the run's database folder that playwright.config.ts created. */
export default async function removeRunDataDir(): Promise<void> {
  const dataDir = process.env.GUARDIANS_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
