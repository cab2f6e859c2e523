// Files stored in the database before issue 42 (lab report PDFs as base64, ready exports as JSON) move into the
// FileStore: the bytes read back the same through the API, the database keeps only keys, and a second run moves nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerVisitor } from '../test/accounts-helpers';
import { useTestApp } from '../test/use-test-app';
import { moveFilesOutOfDatabase } from './move-files-out';

const app = useTestApp();

describe('moving files out of the database', () => {
  it('moves lab reports and ready exports into the FileStore, keeps their keys, and serves them as before', async () => {
    const { visitor, userId } = await registerVisitor(app, { label: 'legacy-files' });
    const now = new Date().toISOString();
    const labOrderId = randomUUID();
    const pdf = Buffer.from('%PDF-1.4\n% stored before the FileStore\n%%EOF\n');
    await app.db
      .insertInto('lab_orders')
      .values({
        id: labOrderId,
        customer_id: userId,
        lab_id: null,
        ordered_by_user_id: null,
        source: 'kit',
        shop_order_id: null,
        tests: 'vitamin_d',
        status: 'resulted',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await app.db
      .insertInto('lab_reports')
      .values({ lab_order_id: labOrderId, content_base64: pdf.toString('base64'), file_key: null, size_bytes: pdf.length, uploaded_by: null, uploaded_at: now })
      .execute();
    const exportId = randomUUID();
    const document = JSON.stringify({ format: 'guardians-data-export/1', requestId: exportId });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await app.db
      .insertInto('data_requests')
      .values({
        id: exportId,
        user_id: userId,
        kind: 'export',
        status: 'ready',
        requested_at: now,
        ready_at: now,
        expires_at: expiresAt,
        payload: document,
        payload_bytes: document.length,
      })
      .execute();

    // Served from the database before the move.
    expect(Buffer.from(await (await visitor.get(`/api/care/lab-orders/${labOrderId}/report`)).arrayBuffer()).equals(pdf)).toBe(true);

    expect(await moveFilesOutOfDatabase(app.db, app.files)).toEqual({ labReports: 1, dataExports: 1 });
    const report = await app.db
      .selectFrom('lab_reports')
      .select(['content_base64', 'file_key'])
      .where('lab_order_id', '=', labOrderId)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ content_base64: '', file_key: `accounts/${userId}/lab-reports/${labOrderId}.pdf` });
    const exported = await app.db.selectFrom('data_requests').select(['payload', 'file_key']).where('id', '=', exportId).executeTakeFirstOrThrow();
    expect(exported).toEqual({ payload: null, file_key: `accounts/${userId}/exports/${exportId}.json` });

    // The same bytes, now from the FileStore.
    expect(Buffer.from(await (await visitor.get(`/api/care/lab-orders/${labOrderId}/report`)).arrayBuffer()).equals(pdf)).toBe(true);
    const download = await visitor.get(`/api/gdpr/export/${exportId}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(document);

    expect(await moveFilesOutOfDatabase(app.db, app.files)).toEqual({ labReports: 0, dataExports: 0 });
  });
});
