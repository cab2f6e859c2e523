import type { Router } from 'express';
import { protocolEndpoints } from '@common/contracts/protocols';
import type {
  CarePlanListResponse,
  CarePlanResponse,
  MedicineListResponse,
  OrderPlanResponse,
  PlanNudgesResponse,
  PlanPreviewResponse,
  PlanRefillListResponse,
  ProtocolListResponse,
  ProtocolResponse,
  SendPlanResponse,
  SubscribePlanResponse,
} from '@common/contracts/protocols';
import type { SubscribeToPlanRequest } from '@common/contracts/subscriptions';
import { PRACTITIONER_ROLES } from '@common/roles';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { ProtocolsService } from './protocols.service';

/** Puts a plan in the client's cart (server/flows/order-plan.ts, wired in by app.ts). */
export interface PlanOrders {
  order(customerId: string, planId: string): Promise<OrderPlanResponse>;
}

/** Subscribes a client to a plan (server/flows/subscribe-to-plan.ts, wired in by app.ts). */
export interface PlanSubscriptions {
  subscribe(customerId: string, planId: string, request: SubscribeToPlanRequest, origin: string | undefined): Promise<SubscribePlanResponse>;
}

/** Whether each consenting client's plan is still refilled (server/flows/plan-refills.ts, wired in by app.ts). */
export interface PlanRefills {
  refills(practitionerId: string): Promise<PlanRefillListResponse>;
}

export function protocolRoutes(deps: {
  declare: DeclareRoutes;
  protocols: ProtocolsService;
  planOrders: PlanOrders;
  planSubscriptions: PlanSubscriptions;
  planRefills: PlanRefills;
}): Router {
  const { router, serve } = deps.declare();
  const { protocols, planOrders, planSubscriptions, planRefills } = deps;
  // The practitioner's side, role checked before validation: another role learns nothing about the parameters.
  const practitioners = { roles: PRACTITIONER_ROLES };

  serve(protocolEndpoints.getPartnerProtocols, { caller: practitioners }, async ({ res, user }) => {
    const body: ProtocolListResponse = { protocols: await protocols.listProtocols(user.id) };
    res.json(body);
  });

  serve(protocolEndpoints.postPartnerProtocols, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ProtocolResponse = { protocol: await protocols.createProtocol(user, req.body) };
    res.status(201).json(body);
  });

  serve(protocolEndpoints.getPartnerProtocolsById, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ProtocolResponse = { protocol: await protocols.getProtocol(user.id, req.params.id) };
    res.json(body);
  });

  serve(protocolEndpoints.putPartnerProtocolsById, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ProtocolResponse = { protocol: await protocols.updateProtocol(user, req.params.id, req.body) };
    res.json(body);
  });

  serve(protocolEndpoints.postPartnerProtocolsByIdPublish, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ProtocolResponse = { protocol: await protocols.publish(user, req.params.id) };
    res.json(body);
  });

  serve(protocolEndpoints.postPartnerProtocolsByIdDuplicate, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ProtocolResponse = { protocol: await protocols.duplicate(user, req.params.id) };
    res.status(201).json(body);
  });

  serve(protocolEndpoints.postPartnerClientsByClientIdPlansPreview, { caller: practitioners }, async ({ req, res, user }) => {
    const body: PlanPreviewResponse = await protocols.preview(user, req.params.clientId, req.body);
    res.json(body);
  });

  serve(protocolEndpoints.postPartnerClientsByClientIdPlans, { caller: practitioners }, async ({ req, res, user }) => {
    const body: SendPlanResponse = await protocols.send(user, req.params.clientId, req.body, protocols.mailOrigin(req));
    res.status(201).json(body);
  });

  serve(protocolEndpoints.getPartnerClientsByClientIdPlans, { caller: practitioners }, async ({ req, res, user }) => {
    const body: CarePlanListResponse = { plans: await protocols.plansSentTo(user, req.params.clientId) };
    res.json(body);
  });

  serve(protocolEndpoints.getPartnerPlanRefills, { caller: practitioners }, async ({ res, user }) => {
    const body: PlanRefillListResponse = await planRefills.refills(user.id);
    res.json(body);
  });

  serve(protocolEndpoints.getCarePlans, { caller: 'user' }, async ({ res, user }) => {
    const body: CarePlanListResponse = { plans: await protocols.plansOf(user.id) };
    res.json(body);
  });

  serve(protocolEndpoints.getCarePlansNudges, { caller: 'user' }, async ({ res, user }) => {
    const body: PlanNudgesResponse = { nudges: await protocols.nudges(user.id) };
    res.json(body);
  });

  serve(protocolEndpoints.getCarePlansById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CarePlanResponse = { plan: await protocols.open(user.id, req.params.id) };
    res.json(body);
  });

  serve(protocolEndpoints.postCarePlansByIdOrder, { caller: 'user' }, async ({ req, res, user }) => {
    const body: OrderPlanResponse = await planOrders.order(user.id, req.params.id);
    res.json(body);
  });

  serve(protocolEndpoints.postCarePlansByIdSubscribe, { caller: 'user' }, async ({ req, res, user }) => {
    const body: SubscribePlanResponse = await planSubscriptions.subscribe(user.id, req.params.id, req.body, protocols.mailOrigin(req));
    res.status(201).json(body);
  });

  serve(protocolEndpoints.postCarePlansByIdCheckIn, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CarePlanResponse = { plan: await protocols.checkIn(user.id, req.params.id, req.body) };
    res.json(body);
  });

  serve(protocolEndpoints.getCareMedicines, { caller: 'user' }, async ({ res, user }) => {
    const body: MedicineListResponse = { medicines: await protocols.medicines(user.id) };
    res.json(body);
  });

  serve(protocolEndpoints.postCareMedicines, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MedicineListResponse = { medicines: await protocols.addMedicine(user.id, req.body) };
    res.status(201).json(body);
  });

  serve(protocolEndpoints.deleteCareMedicinesById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MedicineListResponse = { medicines: await protocols.removeMedicine(user.id, req.params.id) };
    res.json(body);
  });

  return router;
}
