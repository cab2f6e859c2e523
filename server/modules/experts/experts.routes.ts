import express from 'express';
import type { Router } from 'express';
import { BookConsultationRequest, ConsultationParams, ExpertListQuery, ExpertSlugParams, RescheduleConsultationRequest } from '@common/contracts/experts';
import type { ConsultationListResponse, ConsultationResponse, ExpertListResponse, ExpertResponse } from '@common/contracts/experts';
import type { DatabaseHealth } from '../../db/health';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type { CareConsent, GrantConsentRequest } from '@common/contracts/care';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ExpertsService } from './experts.service';

export function expertRoutes(deps: {
  experts: ExpertsService;
  sessions: SessionsService;
  /** Shares the customer's data with the expert they book (the care module's, wired in by server/app.ts: care reads experts). */
  care: { grant(customer: AccountUser, request: GrantConsentRequest): Promise<{ consent: CareConsent }> };
  logger: Logger;
  health: Pick<DatabaseHealth, 'readable'>;
}): Router {
  const router = express.Router();
  const { experts, sessions, care, logger } = deps;
  router.use('/experts', requireDatabase(deps.health));
  router.use('/consultations', sessions.requireUser, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/experts', validate({ query: ExpertListQuery }), async (req, res) => {
    const body: ExpertListResponse = { experts: await experts.list(req.query) };
    res.json(body);
  });

  router.get('/experts/:slug', validate({ params: ExpertSlugParams }), async (req, res) => {
    const body: ExpertResponse = { expert: await experts.detail(req.params.slug) };
    // Free slots change with every booking.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });

  router.post('/consultations', validate({ body: BookConsultationRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ConsultationResponse = { consultation: await experts.book(user, req.body) };
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

  router.get('/consultations', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ConsultationListResponse = { consultations: await experts.listOfCustomer(user.id) };
    res.json(body);
  });

  router.get('/consultations/:id/calendar.ics', validate({ params: ConsultationParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const { fileName, text } = await experts.calendarFile(user, req.params.id);
    res.type('text/calendar; charset=utf-8').attachment(fileName).send(text);
  });

  router.post('/consultations/:id/cancel', validate({ params: ConsultationParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ConsultationResponse = { consultation: await experts.cancel(user, req.params.id) };
    res.json(body);
  });

  router.post('/consultations/:id/reschedule', validate({ params: ConsultationParams, body: RescheduleConsultationRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ConsultationResponse = { consultation: await experts.reschedule(user, req.params.id, req.body.startsAt) };
    res.json(body);
  });

  return router;
}
