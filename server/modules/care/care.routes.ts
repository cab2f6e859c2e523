import type { Router } from 'express';
import { careEndpoints } from '@common/contracts/care';
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
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { CareService } from './care.service';
import type { AccountUser } from '@common/contracts/accounts';

/** A practitioner's view of one client, read across modules (server/flows/client-record.ts, wired in by app.ts). */
export interface ClientRecords {
  clientRecord(practitioner: AccountUser, clientId: string): Promise<CareClientRecordResponse>;
}

export function careRoutes(deps: { declare: DeclareRoutes; care: CareService; clientRecords: ClientRecords }): Router {
  const { router, serve } = deps.declare();
  const { care, clientRecords } = deps;

  serve(careEndpoints.postCareConsents, { caller: 'user' }, async ({ req, res, user }) => {
    const { consent, created } = await care.grant(user, req.body);
    const body: CareConsentResponse = { consent };
    res.status(created ? 201 : 200).json(body);
  });

  serve(careEndpoints.getCareConsents, { caller: 'user' }, async ({ res, user }) => {
    const body: CareConsentListResponse = { consents: await care.listConsents(user.id) };
    res.json(body);
  });

  serve(careEndpoints.deleteCareConsentsById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CareConsentResponse = { consent: await care.revoke(user.id, req.params.id) };
    res.json(body);
  });

  serve(careEndpoints.getCareInvitations, { caller: 'user' }, async ({ res, user }) => {
    const body: CareInvitationListResponse = { invitations: await care.pendingInvitations(user) };
    res.json(body);
  });

  serve(careEndpoints.postCareInvitationsByIdAccept, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CareConsentResponse = { consent: await care.accept(user, req.params.id, req.body.scopes) };
    res.status(201).json(body);
  });

  serve(careEndpoints.postCareInvitationsByIdDecline, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CareInvitationResponse = { invitation: await care.decline(user, req.params.id) };
    res.json(body);
  });

  serve(careEndpoints.getCareAccessLog, { caller: 'user' }, async ({ res, user }) => {
    const body: AccessLogResponse = { entries: await care.accessLog(user.id) };
    res.json(body);
  });

  const practitioners = { roles: PRACTITIONER_ROLES };

  serve(careEndpoints.postPartnerInvitations, { caller: practitioners }, async ({ req, res, user }) => {
    const body: CareInvitationResponse = { invitation: await care.invite(user, req.body) };
    res.status(201).json(body);
  });

  serve(careEndpoints.getPartnerClients, { caller: practitioners }, async ({ res, user }) => {
    const body: CareClientListResponse = { clients: await care.clients(user.id) };
    res.json(body);
  });

  serve(careEndpoints.getPartnerClientsByClientId, { caller: practitioners }, async ({ req, res, user }) => {
    const body: CareClientRecordResponse = await clientRecords.clientRecord(user, req.params.clientId);
    res.json(body);
  });

  return router;
}
