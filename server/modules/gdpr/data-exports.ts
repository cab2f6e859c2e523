// A customer's export of their personal data: prepared in the background, one a day, downloadable for 48 hours by
// its owner only.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EXPORT_INTERVAL_HOURS, EXPORT_VALID_HOURS } from '@common/contracts/gdpr';
import type { DataExport, DataExportStatusResponse } from '@common/contracts/gdpr';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { HOUR_MS, iso } from './gdpr-context';
import type { GdprContext } from './gdpr-context';
import {
  claimPendingExport,
  expireExports,
  findByActiveKey,
  findDataRequest,
  insertDataRequest,
  latestCountingExportSince,
  latestDataRequest,
  markExportFailed,
  listExportsStoredInDatabase,
  markExportReady,
  moveExportPayloadToFile,
  recordExportError,
} from './gdpr.repository';
import type { DataRequestRow } from './gdpr.repository';
import { readPersonalData } from './personal-data.repository';
import type { FileStore } from '../../files/file-store';
import { accountFilesFolder, readStoredFile } from '../../files/stored-files';
import type { Logger } from 'pino';

/** A preparation that fails this often is marked failed; the person may then ask again at once. */
const MAX_EXPORT_ATTEMPTS = 3;
export const EXPORT_FORMAT = 'guardians-data-export/1';

/** Where a ready export's document lives in the FileStore: in its owner's folder, so erasure removes it too. */
export function exportFileKey(userId: string, id: string): string {
  return `${accountFilesFolder(userId)}/exports/${id}.json`;
}

/** What preparing, reading and expiring exports need: the database and the FileStore the documents live in. */
export type ExportStorage = { db: Kysely<Database>; files: FileStore };

/**
 * Builds the export's JSON document, keeps it in the FileStore and marks the request ready; a no-op when it is no
 * longer pending or another run claimed it.
 */
export async function prepareExport(storage: ExportStorage, id: string, now: Date): Promise<void> {
  const { db, files } = storage;
  const row = await findDataRequest(db, id);
  if (!row || row.kind !== 'export' || row.status !== 'pending') return;
  if (!(await claimPendingExport(db, id, row.attempts))) return;
  try {
    const data = await readPersonalData(db, row.user_id);
    if (!data) throw new Error('The account no longer exists');
    const document = Buffer.from(JSON.stringify({ format: EXPORT_FORMAT, exportedAt: now.toISOString(), requestId: id, ...data }, null, 2));
    const key = exportFileKey(row.user_id, id);
    await files.put(key, document, { contentType: 'application/json' });
    await markExportReady(db, id, { key, bytes: document.length }, now.toISOString(), iso(now.getTime() + EXPORT_VALID_HOURS * HOUR_MS));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (row.attempts + 1 >= MAX_EXPORT_ATTEMPTS) await markExportFailed(db, id, message, now.toISOString());
    else await recordExportError(db, id, message);
    throw error;
  }
}

/** The preparations running in this process, so a status read waits for the same one instead of starting another. */
export class ExportPreparations {
  readonly #context: Pick<GdprContext, 'db' | 'files' | 'logger' | 'now'>;
  readonly #running = new Map<string, Promise<void>>();

  constructor(context: Pick<GdprContext, 'db' | 'files' | 'logger' | 'now'>) {
    this.#context = context;
  }

  /** Prepares the export `id`, or waits for the preparation already running. */
  run(id: string): Promise<void> {
    let running = this.#running.get(id);
    if (!running) {
      const { logger, now } = this.#context;
      running = prepareExport(this.#context, id, now())
        .catch((error: unknown) => {
          logger.warn({ err: error, requestId: id }, 'A data export could not be prepared');
          throw error;
        })
        .finally(() => this.#running.delete(id));
      this.#running.set(id, running);
    }
    return running;
  }
}

export type ExportContext = Pick<GdprContext, 'db' | 'files' | 'now'> & {
  preparations: ExportPreparations;
  /** Queues the preparation (the `gdpr.prepare-export` job), which mails the person once the export is ready. */
  queuePreparation: (id: string, origin: string | undefined) => Promise<void>;
};

/** Expires the exports past their 48 hours and removes their documents; how many expired. */
export async function expireExportsAndFiles(storage: ExportStorage & { logger?: Logger }, now: Date, userId?: string): Promise<number> {
  const { expired, fileKeys } = await expireExports(storage.db, now.toISOString(), userId);
  for (const key of fileKeys) {
    // A document left behind by a failed delete is removed with the account's folder at the latest.
    await storage.files
      .delete(key)
      .catch((error: unknown) => storage.logger?.warn({ err: error }, 'An expired export could not be removed from the file store'));
  }
  return expired;
}

function toDataExport(row: DataRequestRow): DataExport {
  return {
    id: row.id,
    status: row.status as DataExport['status'],
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    sizeBytes: row.payload_bytes,
    downloadUrl: row.status === 'ready' ? `/api/gdpr/export/${row.id}/download` : null,
  };
}

export async function exportStatus(context: ExportContext, userId: string): Promise<DataExportStatusResponse> {
  const { db, preparations } = context;
  const now = context.now();
  await expireExportsAndFiles(context, now, userId);
  let latest = await latestDataRequest(db, userId, 'export');
  // A request left pending (the server stopped, or the background run failed once) is picked up here.
  if (latest?.status === 'pending') {
    await preparations.run(latest.id).catch(() => undefined);
    latest = await findDataRequest(db, latest.id);
  }
  return { export: latest ? toDataExport(latest) : null, nextAllowedAt: await nextExportAllowedAt(db, userId, now) };
}

/** 202 with the new (or the still pending) export; 409 EXPORT_TOO_SOON within a day of the last one. */
export async function requestExport(context: ExportContext, userId: string, origin: string | undefined): Promise<DataExportStatusResponse> {
  const { db, queuePreparation } = context;
  const now = context.now();
  const recent = await latestCountingExportSince(db, userId, iso(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR_MS));
  if (recent && recent.status !== 'pending') {
    const nextAllowedAt = iso(Date.parse(recent.requested_at) + EXPORT_INTERVAL_HOURS * HOUR_MS);
    throw new AppError(409, 'EXPORT_TOO_SOON', `You can ask for one export a day. The next one can be asked for from ${nextAllowedAt}.`, {
      nextAllowedAt,
    });
  }
  let row = recent;
  if (!row) {
    const id = randomUUID();
    try {
      await insertDataRequest(db, {
        id,
        user_id: userId,
        kind: 'export',
        status: 'pending',
        requested_at: now.toISOString(),
        active_key: `${userId}:export`,
      });
    } catch (error) {
      // The same person asked twice at the same moment: the other request is the one being prepared.
      if (!isUniqueViolation(error)) throw error;
    }
    row = await findByActiveKey(db, `${userId}:export`);
    if (!row) row = await findDataRequest(db, id);
  }
  if (!row) throw new Error('The export request vanished right after it was written');
  await queuePreparation(row.id, origin);
  return { export: toDataExport(row), nextAllowedAt: iso(Date.parse(row.requested_at) + EXPORT_INTERVAL_HOURS * HOUR_MS) };
}

/** The document of a ready export of this account. */
export async function downloadExport(
  context: Pick<GdprContext, 'db' | 'files' | 'now'>,
  userId: string,
  id: string,
): Promise<{ fileName: string; document: string }> {
  const row = await findDataRequest(context.db, id);
  // Someone else's export is answered exactly like one that does not exist.
  if (!row || row.kind !== 'export' || row.user_id !== userId) {
    throw new AppError(404, 'EXPORT_NOT_FOUND', 'There is no export with this id for your account. Ask for a new one on your profile.');
  }
  const now = context.now().toISOString();
  if (row.status === 'expired' || (row.status === 'ready' && row.expires_at !== null && row.expires_at <= now)) {
    throw new AppError(410, 'EXPORT_EXPIRED', `This export was available for ${EXPORT_VALID_HOURS} hours and has expired. Ask for a new one on your profile.`);
  }
  const notReady = () => new AppError(409, 'EXPORT_NOT_READY', 'This export is not ready. Check its status on your profile and try again.');
  if (row.status !== 'ready') throw notReady();
  // Stored in the database before issue 42 (until moved out), in the FileStore since.
  const document = row.file_key !== null ? (await readStoredFile(context.files, row.file_key))?.bytes : row.payload;
  if (document === undefined || document === null) throw notReady();
  return {
    fileName: `guardians-data-export-${(row.ready_at ?? now).slice(0, 10)}.json`,
    document: typeof document === 'string' ? document : Buffer.from(document).toString('utf8'),
  };
}

async function nextExportAllowedAt(db: Kysely<Database>, userId: string, now: Date): Promise<string | null> {
  const recent = await latestCountingExportSince(db, userId, iso(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR_MS));
  return recent ? iso(Date.parse(recent.requested_at) + EXPORT_INTERVAL_HOURS * HOUR_MS) : null;
}

/** Moves the ready exports whose document is still in the database (before issue 42) into the FileStore; the number moved. */
export async function moveExportsOutOfDatabase(storage: ExportStorage): Promise<number> {
  const left = await listExportsStoredInDatabase(storage.db);
  for (const row of left) {
    if (row.payload === null) continue;
    const key = exportFileKey(row.user_id, row.id);
    await storage.files.put(key, Buffer.from(row.payload), { contentType: 'application/json' });
    await moveExportPayloadToFile(storage.db, row.id, key);
  }
  return left.length;
}
