// Lab report PDFs in the FileStore (issue 42): each under its customer's folder, so erasing the account removes it
// with the rest of their files; reports stored in the database before are read from there until moved out.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStore } from '../../files/file-store';
import { accountFilesFolder, readStoredFile } from '../../files/stored-files';
import type { LabReportRow } from './labs.repository';

export function labReportKey(customerId: string, labOrderId: string): string {
  return `${accountFilesFolder(customerId)}/lab-reports/${labOrderId}.pdf`;
}

/** The PDF's bytes, from the FileStore or (not yet moved) from the row; undefined when the file is gone. */
export async function readReportContent(files: FileStore, report: LabReportRow): Promise<Buffer | undefined> {
  if (report.file_key !== null) {
    const file = await readStoredFile(files, report.file_key);
    return file ? Buffer.from(file.bytes) : undefined;
  }
  return report.content_base64 ? Buffer.from(report.content_base64, 'base64') : undefined;
}

/** Moves the reports still stored in the database into the FileStore, one by one; the number moved. */
export async function moveLabReportsOutOfDatabase(db: Kysely<Database>, files: FileStore): Promise<number> {
  const left = await db
    .selectFrom('lab_reports')
    .innerJoin('lab_orders', 'lab_orders.id', 'lab_reports.lab_order_id')
    .select(['lab_reports.lab_order_id', 'lab_reports.content_base64', 'lab_orders.customer_id'])
    .where('lab_reports.file_key', 'is', null)
    .execute();
  for (const report of left) {
    const key = labReportKey(report.customer_id, report.lab_order_id);
    await files.put(key, Buffer.from(report.content_base64, 'base64'), { contentType: 'application/pdf' });
    await db
      .updateTable('lab_reports')
      .set({ file_key: key, content_base64: '' })
      .where('lab_order_id', '=', report.lab_order_id)
      .where('file_key', 'is', null)
      .execute();
  }
  return left.length;
}
