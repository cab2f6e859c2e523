import type { Router } from 'express';
import { expertEndpoints } from '@common/contracts/experts';
import type { ConsultationListResponse, ConsultationResponse, ExpertListResponse, ExpertResponse, ExpertSlotsResponse } from '@common/contracts/experts';
import type { DatabaseHealth } from '../../db/health';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { requireDatabase } from '../../http/read-only';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type { CareConsent, GrantConsentRequest } from '@common/contracts/care';
import type { ExpertsService } from './experts.service';

export function expertRoutes(deps: {
  declare: DeclareRoutes;
  experts: ExpertsService;

  /** Shares the customer's data with the expert they book (the care module's, wired in by server/app.ts: care reads experts). */
  care: { grant(customer: AccountUser, request: GrantConsentRequest): Promise<{ consent: CareConsent }> };
  logger: Logger;
  health: Pick<DatabaseHealth, 'readable'>;
}): Router {
  const { router, serve } = deps.declare();
  const { experts, care, logger } = deps;
  router.use('/experts', requireDatabase(deps.health));

  serve(expertEndpoints.getExperts, { caller: 'anyone' }, async ({ req, res }) => {
    const body: ExpertListResponse = { experts: await experts.list(req.query) };
    res.json(body);
  });

  // Free slots change with every booking.
  serve(expertEndpoints.getExpertsBySlug, { caller: 'anyone', cache: 'no-cache' }, async ({ req, res }) => {
    const body: ExpertResponse = { expert: await experts.detail(req.params.slug) };
    res.json(body);
  });

  serve(expertEndpoints.getExpertsBySlugSlots, { caller: 'anyone', cache: 'no-cache' }, async ({ req, res }) => {
    const body: ExpertSlotsResponse = await experts.slots(req.params.slug, req.query);
    res.json(body);
  });

  serve(expertEndpoints.postConsultations, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ConsultationResponse = { consultation: await experts.book(user, req.body, experts.mailOrigin(req)) };
    // Sharing is offered with the booking, unticked by default; the booking stands even if the sharing fails.
    const share = req.body.shareWithExpert ?? [];
    if (share.length > 0) {
      try {
        body.sharedScopes = (await care.grant(user, { practitionerId: req.body.expertId, scopes: share })).consent.scopes;
      } catch (error) {
        logger.warn({ err: error, expertId: req.body.expertId }, 'Booked, but sharing with the expert failed');
      }
    }
    res.status(201).json(body);
  });

  serve(expertEndpoints.postConsultationsByIdRazorpayPayment, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ConsultationResponse = { consultation: await experts.confirmRazorpayPayment(user, req.params.id, req.body) };
    res.json(body);
  });

  serve(expertEndpoints.getConsultations, { caller: 'user' }, async ({ res, user }) => {
    const body: ConsultationListResponse = { consultations: await experts.listOfCustomer(user.id) };
    res.json(body);
  });

  serve(expertEndpoints.getConsultationsByIdCalendarIcs, { caller: 'user' }, async ({ req, res, user }) => {
    const { fileName, text } = await experts.calendarFile(user, req.params.id);
    res.type('text/calendar; charset=utf-8').attachment(fileName).send(text);
  });

  serve(expertEndpoints.postConsultationsByIdCancel, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ConsultationResponse = { consultation: await experts.cancel(user, req.params.id, experts.mailOrigin(req)) };
    res.json(body);
  });

  serve(expertEndpoints.postConsultationsByIdReschedule, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ConsultationResponse = { consultation: await experts.reschedule(user, req.params.id, req.body.startsAt, experts.mailOrigin(req)) };
    res.json(body);
  });

  return router;
}
