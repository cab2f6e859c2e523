// /api/gdpr/export, /api/gdpr/deletion (the signed-in customer's own data) and /api/admin/consents(.csv) and
// /api/admin/data-requests (staff: admin and support read; /api/admin is already staff-only in app.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Router } from 'express';
import { gdprEndpoints } from '@common/contracts/gdpr';
import type { ConsentLedgerPage, DataDeletionResponse, DataExportStatusResponse, DataRequestsPage } from '@common/contracts/gdpr';
import type { AccountSettings } from '../../config';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { linkOrigin } from '../../http/public-origin';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { GdprService } from './gdpr.service';

export function gdprRoutes(deps: { declare: DeclareRoutes; gdpr: GdprService; sessions: SessionsService; settings: AccountSettings }): Router {
  const { router, serve } = deps.declare();
  const { gdpr, sessions } = deps;

  serve(gdprEndpoints.postGdprExport, { caller: 'user' }, async ({ req, res, user }) => {
    const body: DataExportStatusResponse = await gdpr.requestExport(user.id, linkOrigin(req, deps.settings));
    res.status(202).json(body);
  });

  serve(gdprEndpoints.getGdprExport, { caller: 'user' }, async ({ res, user }) => {
    const body: DataExportStatusResponse = await gdpr.exportStatus(user.id);
    res.json(body);
  });

  serve(gdprEndpoints.getGdprExportByIdDownload, { caller: 'user' }, async ({ req, res, user }) => {
    const { fileName, document } = await gdpr.download(user.id, req.params.id);
    res.type('application/json; charset=utf-8').attachment(fileName).send(document);
  });

  serve(gdprEndpoints.getGdprDeletion, { caller: 'user' }, async ({ res, user }) => {
    const body: DataDeletionResponse = { deletion: await gdpr.deletionStatus(user.id) };
    res.json(body);
  });

  serve(gdprEndpoints.postGdprDeletion, { caller: 'user' }, async ({ req, res }) => {
    const signedIn = await sessions.current(req, res);
    if (!signedIn) throw new Error('requireUser let a signed-out request through');
    const deletion = await gdpr.requestDeletion(signedIn.user, signedIn.sessionId, req.body, linkOrigin(req, deps.settings));
    // Every session of the account is gone already; this clears the cookie of this browser.
    await sessions.end(req, res);
    const body: DataDeletionResponse = { deletion };
    res.status(202).json(body);
  });

  serve(gdprEndpoints.deleteGdprDeletion, { caller: 'user' }, async ({ res, user }) => {
    const body: DataDeletionResponse = { deletion: await gdpr.cancelDeletion(user.id) };
    res.json(body);
  });

  serve(gdprEndpoints.getAdminConsents, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: ConsentLedgerPage = await gdpr.consentLedger(req.query);
    res.json(body);
  });

  serve(gdprEndpoints.getAdminConsentsCsv, { caller: { staff: 'admin.read' } }, async ({ req, res, user }) => {
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(`consent-ledger-${day}.csv`);
    await pipeline(Readable.from(gdpr.consentLedgerCsv(req.query, staffWrite(req, user))), res);
  });

  serve(gdprEndpoints.getAdminDataRequests, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: DataRequestsPage = await gdpr.dataRequests(req.query);
    res.json(body);
  });

  return router;
}
