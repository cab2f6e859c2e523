import express from 'express';
import type { Router } from 'express';
import {
  AddMedicineRequest,
  CheckInRequest,
  MedicineIdParams,
  PlanClientParams,
  PlanIdParams,
  ProtocolIdParams,
  SaveProtocolRequest,
  SendPlanRequest,
} from '@common/contracts/protocols';
import type {
  CarePlanListResponse,
  CarePlanResponse,
  MedicineListResponse,
  OrderPlanResponse,
  PlanNudgesResponse,
  PlanPreviewResponse,
  ProtocolListResponse,
  ProtocolResponse,
  SendPlanResponse,
} from '@common/contracts/protocols';
import { PRACTITIONER_ROLES } from '@common/roles';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ProtocolsService } from './protocols.service';

export function protocolRoutes(deps: { sessions: SessionsService; protocols: ProtocolsService }): Router {
  const router = express.Router();
  const { sessions, protocols } = deps;
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  // The practitioner's side, role checked before validation: another role learns nothing about the parameters.
  const practitioner = sessions.requireRole(...PRACTITIONER_ROLES);
  router.use('/partner/protocols', practitioner, noStore);
  router.use('/partner/clients/:clientId/plans', practitioner, noStore);

  router.get('/partner/protocols', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ProtocolListResponse = { protocols: await protocols.listProtocols(user.id) };
    res.json(body);
  });

  router.post('/partner/protocols', validate({ body: SaveProtocolRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ProtocolResponse = { protocol: await protocols.createProtocol(user, req.body) };
    res.status(201).json(body);
  });

  router.get('/partner/protocols/:id', validate({ params: ProtocolIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ProtocolResponse = { protocol: await protocols.getProtocol(user.id, req.params.id) };
    res.json(body);
  });

  router.put('/partner/protocols/:id', validate({ params: ProtocolIdParams, body: SaveProtocolRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ProtocolResponse = { protocol: await protocols.updateProtocol(user, req.params.id, req.body) };
    res.json(body);
  });

  router.post('/partner/protocols/:id/publish', validate({ params: ProtocolIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ProtocolResponse = { protocol: await protocols.publish(user, req.params.id) };
    res.json(body);
  });

  router.post('/partner/protocols/:id/duplicate', validate({ params: ProtocolIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ProtocolResponse = { protocol: await protocols.duplicate(user, req.params.id) };
    res.status(201).json(body);
  });

  router.post('/partner/clients/:clientId/plans/preview', validate({ params: PlanClientParams, body: SendPlanRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: PlanPreviewResponse = await protocols.preview(user, req.params.clientId, req.body);
    res.json(body);
  });

  router.post('/partner/clients/:clientId/plans', validate({ params: PlanClientParams, body: SendPlanRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: SendPlanResponse = await protocols.send(user, req.params.clientId, req.body);
    res.status(201).json(body);
  });

  router.get('/partner/clients/:clientId/plans', validate({ params: PlanClientParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CarePlanListResponse = { plans: await protocols.plansSentTo(user, req.params.clientId) };
    res.json(body);
  });

  // The client's side: plans sent to them and their own medicines.
  router.use(['/care/plans', '/care/medicines'], sessions.requireUser, noStore);

  router.get('/care/plans', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CarePlanListResponse = { plans: await protocols.plansOf(user.id) };
    res.json(body);
  });

  router.get('/care/plans/nudges', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: PlanNudgesResponse = { nudges: await protocols.nudges(user.id) };
    res.json(body);
  });

  router.get('/care/plans/:id', validate({ params: PlanIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CarePlanResponse = { plan: await protocols.open(user.id, req.params.id) };
    res.json(body);
  });

  router.post('/care/plans/:id/order', validate({ params: PlanIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: OrderPlanResponse = await protocols.order(user.id, req.params.id);
    res.json(body);
  });

  router.post('/care/plans/:id/check-in', validate({ params: PlanIdParams, body: CheckInRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CarePlanResponse = { plan: await protocols.checkIn(user.id, req.params.id, req.body) };
    res.json(body);
  });

  router.get('/care/medicines', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: MedicineListResponse = { medicines: await protocols.medicines(user.id) };
    res.json(body);
  });

  router.post('/care/medicines', validate({ body: AddMedicineRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: MedicineListResponse = { medicines: await protocols.addMedicine(user.id, req.body) };
    res.status(201).json(body);
  });

  router.delete('/care/medicines/:id', validate({ params: MedicineIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: MedicineListResponse = { medicines: await protocols.removeMedicine(user.id, req.params.id) };
    res.json(body);
  });

  return router;
}
