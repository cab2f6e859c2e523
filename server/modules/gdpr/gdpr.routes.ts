// /api/gdpr/export, /api/gdpr/deletion (the signed-in customer's own data) and /api/admin/consents(.csv) and
// /api/admin/data-requests (staff: admin and support read; /api/admin is already staff-only in app.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import type { Router } from 'express';
import { ConsentLedgerQuery, DataExportParams, DataRequestsQuery, DeletionRequest } from '@common/contracts/gdpr';
import type { ConsentLedgerPage, DataDeletionResponse, DataExportStatusResponse, DataRequestsPage } from '@common/contracts/gdpr';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
import { staffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { GdprService } from './gdpr.service';

export function gdprRoutes(deps: { gdpr: GdprService; sessions: SessionsService }): Router {
  const router = express.Router();
  const { gdpr, sessions } = deps;

  // Personal data: never cached by a browser or a proxy.
  router.use(['/gdpr/export', '/gdpr/deletion', '/admin/consents', '/admin/consents.csv', '/admin/data-requests'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Checked before validation, so a stranger learns nothing about the filters.
  router.use(['/admin/consents', '/admin/consents.csv', '/admin/data-requests'], requireStaffPermission(sessions, 'admin.read'));

  router.post('/gdpr/export', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: DataExportStatusResponse = await gdpr.requestExport(user.id);
    res.status(202).json(body);
  });

  router.get('/gdpr/export', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: DataExportStatusResponse = await gdpr.exportStatus(user.id);
    res.json(body);
  });

  router.get('/gdpr/export/:id/download', sessions.requireUser, validate({ params: DataExportParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const { fileName, document } = await gdpr.download(user.id, req.params.id);
    res.type('application/json; charset=utf-8').attachment(fileName).send(document);
  });

  router.get('/gdpr/deletion', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: DataDeletionResponse = { deletion: await gdpr.deletionStatus(user.id) };
    res.json(body);
  });

  router.post('/gdpr/deletion', sessions.requireUser, validate({ body: DeletionRequest }), async (req, res) => {
    const signedIn = await sessions.current(req, res);
    if (!signedIn) throw new Error('requireUser let a signed-out request through');
    const deletion = await gdpr.requestDeletion(signedIn.user, signedIn.sessionId, req.body);
    // Every session of the account is gone already; this clears the cookie of this browser.
    await sessions.end(req, res);
    const body: DataDeletionResponse = { deletion };
    res.status(202).json(body);
  });

  router.delete('/gdpr/deletion', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: DataDeletionResponse = { deletion: await gdpr.cancelDeletion(user.id) };
    res.json(body);
  });

  router.get('/admin/consents', validate({ query: ConsentLedgerQuery }), async (req, res) => {
    const body: ConsentLedgerPage = await gdpr.consentLedger(req.query);
    res.json(body);
  });

  // Who downloads the CSV, for its audit entry (read before validation hands the handler the parsed filter).
  router.use('/admin/consents.csv', async (req, res, next) => {
    const by: StaffWrite = staffWrite(req, await sessions.user(req, res));
    res.locals.staffWrite = by;
    next();
  });

  router.get('/admin/consents.csv', validate({ query: ConsentLedgerQuery }), async (req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(`consent-ledger-${day}.csv`);
    await pipeline(Readable.from(gdpr.consentLedgerCsv(req.query, res.locals.staffWrite as StaffWrite)), res);
  });

  router.get('/admin/data-requests', validate({ query: DataRequestsQuery }), async (req, res) => {
    const body: DataRequestsPage = await gdpr.dataRequests(req.query);
    res.json(body);
  });

  return router;
}
