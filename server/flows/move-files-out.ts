// Issue 42: files leave the database. Lab report PDFs and ready data exports stored before the FileStore existed are
// moved into it, each by its module, and the database keeps only their keys. Run daily as a job (the first run at the
// first start after the upgrade does the work; later runs find nothing left); each row is moved on its own, so an
// interrupted run goes on where it stopped.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import type { Schedule } from '../jobs/schedules';
import { moveExportsOutOfDatabase } from '../modules/gdpr/gdpr.exports';
import { moveLabReportsOutOfDatabase } from '../modules/labs/labs.exports';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function moveFilesOutOfDatabase(db: Kysely<Database>, files: FileStore): Promise<{ labReports: number; dataExports: number }> {
  return { labReports: await moveLabReportsOutOfDatabase(db, files), dataExports: await moveExportsOutOfDatabase({ db, files }) };
}

export function moveFilesOutSchedule(db: Kysely<Database>, files: FileStore, logger: Logger): Schedule {
  return {
    name: 'files.move-out-of-database',
    everyMs: DAY_MS,
    run: async () => {
      const moved = await moveFilesOutOfDatabase(db, files);
      if (moved.labReports + moved.dataExports > 0) logger.info(moved, 'Files moved out of the database into the file store');
    },
  };
}
