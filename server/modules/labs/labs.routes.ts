import express from 'express';
import type { RequestHandler, Router } from 'express';
import {
  CreateLabOrderRequest,
  LAB_REPORT_MAX_BYTES,
  LabClientIdParams,
  LabOrderIdParams,
  LabOrderListQuery,
  LabOrderStatusRequest,
  LabResultsRequest,
} from '@common/contracts/labs';
import type { LabNotificationListResponse, LabOrderListResponse, LabOrderResponse } from '@common/contracts/labs';
import { PRACTITIONER_ROLES } from '@common/roles';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import { reportTooLarge } from './labs.service';
import type { LabsService } from './labs.service';

const parsePdf = express.raw({ type: 'application/pdf', limit: LAB_REPORT_MAX_BYTES });

/** The PDF body as bytes: another content type is 415, more than 5 MB is 413 with the lab's own wording. */
const readPdfBody: RequestHandler = (req, res, next) => {
  if (!req.is('application/pdf')) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the report as the request body with the header Content-Type: application/pdf.');
  }
  parsePdf(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(reportTooLarge());
    next(error);
  });
};

export function labRoutes(deps: { sessions: SessionsService; labs: LabsService }): Router {
  const router = express.Router();
  const { sessions, labs } = deps;

  // Practitioners, through the client's consent (checked in the service, as the care module does).
  const practitioner = sessions.requireRole(...PRACTITIONER_ROLES);
  router.post('/partner/clients/:clientId/lab-orders', practitioner, validate({ params: LabClientIdParams, body: CreateLabOrderRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderResponse = { order: await labs.orderForClient(user, req.params.clientId, req.body) };
    res.status(201).json(body);
  });

  router.get('/partner/clients/:clientId/lab-orders', practitioner, validate({ params: LabClientIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderListResponse = { orders: await labs.clientOrders(user, req.params.clientId) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  // The lab's side, checked before validation: another role learns nothing about the parameters.
  router.use('/partner/lab-orders', sessions.requireRole('lab'));

  router.get('/partner/lab-orders', validate({ query: LabOrderListQuery }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderListResponse = { orders: await labs.queue(user, req.query.status) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/partner/lab-orders/:id', validate({ params: LabOrderIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderResponse = { order: await labs.labOrder(user, req.params.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/partner/lab-orders/:id/status', validate({ params: LabOrderIdParams, body: LabOrderStatusRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderResponse = { order: await labs.moveStatus(user, req.params.id, req.body.status, req.body.note) };
    res.json(body);
  });

  router.post('/partner/lab-orders/:id/results', validate({ params: LabOrderIdParams, body: LabResultsRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderResponse = { order: await labs.enterResults(user, req.params.id, req.body) };
    res.json(body);
  });

  router.put('/partner/lab-orders/:id/report', validate({ params: LabOrderIdParams }), readPdfBody, async (req, res) => {
    const user = await sessions.user(req, res);
    const content = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const body: LabOrderResponse = { order: await labs.attachReport(user, req.params.id, content) };
    res.json(body);
  });

  // The customer's side (and the report download, which the service allows to the lab and consenting practitioners).
  router.get('/care/lab-orders', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabOrderListResponse = { orders: await labs.customerOrders(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/care/lab-orders/:id/report', sessions.requireUser, validate({ params: LabOrderIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const report = await labs.report(user, req.params.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${report.filename}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(report.content);
  });

  router.get('/care/lab-notifications', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: LabNotificationListResponse = { notifications: await labs.notifications(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
