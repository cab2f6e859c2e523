import express from 'express';
import type { Router } from 'express';
import { AcceptInvitationRequest, CareIdParams, ClientIdParams, CreateInvitationRequest, GrantConsentRequest } from '@common/contracts/care';
import type {
  AccessLogResponse,
  CareClientListResponse,
  CareClientRecordResponse,
  CareConsentListResponse,
  CareConsentResponse,
  CareInvitationListResponse,
  CareInvitationResponse,
} from '@common/contracts/care';
import { PRACTITIONER_ROLES } from '@common/roles';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { CareService } from './care.service';

export function careRoutes(deps: { sessions: SessionsService; care: CareService }): Router {
  const router = express.Router();
  const { sessions, care } = deps;

  // The customer's side: their own consents, invitations and access log.
  router.use('/care', sessions.requireUser);

  router.post('/care/consents', validate({ body: GrantConsentRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const { consent, created } = await care.grant(user, req.body);
    const body: CareConsentResponse = { consent };
    res.status(created ? 201 : 200).json(body);
  });

  router.get('/care/consents', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareConsentListResponse = { consents: await care.listConsents(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.delete('/care/consents/:id', validate({ params: CareIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareConsentResponse = { consent: await care.revoke(user.id, req.params.id) };
    res.json(body);
  });

  router.get('/care/invitations', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareInvitationListResponse = { invitations: await care.pendingInvitations(user) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/care/invitations/:id/accept', validate({ params: CareIdParams, body: AcceptInvitationRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareConsentResponse = { consent: await care.accept(user, req.params.id, req.body.scopes) };
    res.status(201).json(body);
  });

  router.post('/care/invitations/:id/decline', validate({ params: CareIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareInvitationResponse = { invitation: await care.decline(user, req.params.id) };
    res.json(body);
  });

  router.get('/care/access-log', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: AccessLogResponse = { entries: await care.accessLog(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  // The practitioner's side, checked before validation: another role learns nothing about the parameters.
  const practitioner = sessions.requireRole(...PRACTITIONER_ROLES);
  router.use(['/partner/invitations', '/partner/clients'], practitioner);

  router.post('/partner/invitations', validate({ body: CreateInvitationRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareInvitationResponse = { invitation: await care.invite(user, req.body) };
    res.status(201).json(body);
  });

  router.get('/partner/clients', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareClientListResponse = { clients: await care.clients(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/partner/clients/:clientId', validate({ params: ClientIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CareClientRecordResponse = await care.clientRecord(user, req.params.clientId);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
