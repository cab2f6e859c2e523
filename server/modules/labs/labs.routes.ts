import type { Router } from 'express';
import { LAB_REPORT_MAX_BYTES, labEndpoints } from '@common/contracts/labs';
import type { LabNotificationListResponse, LabOrderListResponse, LabOrderResponse } from '@common/contracts/labs';
import { PRACTITIONER_ROLES } from '@common/roles';
import type { AccountSettings } from '../../config';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { linkOrigin } from '../../http/public-origin';
import { bodyBytes, rawBodyOf } from '../../http/raw-body';
import { reportTooLarge } from './lab-rules';
import type { LabsService } from './labs.service';

/** The PDF body as bytes: another content type is 415, more than 5 MB is 413 with the lab's own wording. */
const readPdfBody = rawBodyOf({
  types: ['application/pdf'],
  limit: LAB_REPORT_MAX_BYTES,
  tooLarge: reportTooLarge,
  wrongType: 'Send the report as the request body with the header Content-Type: application/pdf.',
});

export function labRoutes(deps: { declare: DeclareRoutes; labs: LabsService; settings: AccountSettings }): Router {
  const { router, serve } = deps.declare();
  const { labs } = deps;

  // Practitioners, through the client's consent (checked in the service, as the care module does).
  const practitioners = { roles: PRACTITIONER_ROLES };
  serve(labEndpoints.postPartnerClientsByClientIdLabOrders, { caller: practitioners }, async ({ req, res, user }) => {
    const body: LabOrderResponse = { order: await labs.orderForClient(user, req.params.clientId, req.body) };
    res.status(201).json(body);
  });

  serve(labEndpoints.getPartnerClientsByClientIdLabOrders, { caller: practitioners }, async ({ req, res, user }) => {
    const body: LabOrderListResponse = { orders: await labs.clientOrders(user, req.params.clientId) };
    res.json(body);
  });

  const lab = { roles: ['lab'] } as const;

  serve(labEndpoints.getPartnerLabOrders, { caller: lab }, async ({ req, res, user }) => {
    const body: LabOrderListResponse = { orders: await labs.queue(user, req.query.status) };
    res.json(body);
  });

  serve(labEndpoints.getPartnerLabOrdersById, { caller: lab }, async ({ req, res, user }) => {
    const body: LabOrderResponse = { order: await labs.labOrder(user, req.params.id) };
    res.json(body);
  });

  serve(labEndpoints.postPartnerLabOrdersByIdStatus, { caller: lab }, async ({ req, res, user }) => {
    const body: LabOrderResponse = { order: await labs.moveStatus(user, req.params.id, req.body.status, req.body.note) };
    res.json(body);
  });

  serve(labEndpoints.postPartnerLabOrdersByIdResults, { caller: lab }, async ({ req, res, user }) => {
    const body: LabOrderResponse = { order: await labs.enterResults(user, req.params.id, req.body, linkOrigin(req, deps.settings)) };
    res.json(body);
  });

  serve(labEndpoints.putPartnerLabOrdersByIdReport, { caller: lab, before: [readPdfBody] }, async ({ req, res, user }) => {
    const body: LabOrderResponse = { order: await labs.attachReport(user, req.params.id, bodyBytes(req.body)) };
    res.json(body);
  });

  // The customer's side (and the report download, which the service allows to the lab and consenting practitioners).
  serve(labEndpoints.getCareLabOrders, { caller: 'user' }, async ({ res, user }) => {
    const body: LabOrderListResponse = { orders: await labs.customerOrders(user.id) };
    res.json(body);
  });

  serve(labEndpoints.getCareLabOrdersByIdReport, { caller: 'user', cache: 'handler' }, async ({ req, res, user }) => {
    const report = await labs.report(user, req.params.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${report.filename}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(report.content);
  });

  serve(labEndpoints.getCareLabNotifications, { caller: 'user' }, async ({ res, user }) => {
    const body: LabNotificationListResponse = { notifications: await labs.notifications(user.id) };
    res.json(body);
  });

  return router;
}
