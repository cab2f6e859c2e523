import type { Router } from 'express';
import { practiceEndpoints } from '@common/contracts/practice';
import type { ChartNoteListResponse, ChartNoteResponse, PracticeAvailabilityResponse, PracticeDayResponse } from '@common/contracts/practice';
import { PRACTITIONER_ROLES } from '@common/roles';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { PracticeService } from './practice.service';

export function practiceRoutes(deps: { declare: DeclareRoutes; practice: PracticeService }): Router {
  const { router, serve } = deps.declare();
  const { practice } = deps;

  const practitioners = { roles: PRACTITIONER_ROLES };

  serve(practiceEndpoints.getPartnerAvailability, { caller: practitioners }, async ({ res, user }) => {
    const body: PracticeAvailabilityResponse = { availability: await practice.availability(user) };
    res.json(body);
  });

  serve(practiceEndpoints.putPartnerAvailability, { caller: practitioners }, async ({ req, res, user }) => {
    const body: PracticeAvailabilityResponse = { availability: await practice.setAvailability(user, req.body) };
    res.json(body);
  });

  serve(practiceEndpoints.putPartnerConsultationTerms, { caller: practitioners }, async ({ req, res, user }) => {
    const body: PracticeAvailabilityResponse = { availability: await practice.setTerms(user, req.body) };
    res.json(body);
  });

  serve(practiceEndpoints.putPartnerMeetingLink, { caller: practitioners }, async ({ req, res, user }) => {
    const body: PracticeAvailabilityResponse = { availability: await practice.setMeetingLink(user, req.body) };
    res.json(body);
  });

  serve(practiceEndpoints.postPartnerTimeOff, { caller: practitioners }, async ({ req, res, user }) => {
    res.status(201).json({ timeOff: await practice.addTimeOff(user, req.body) });
  });

  serve(practiceEndpoints.deletePartnerTimeOffById, { caller: practitioners }, async ({ req, res, user }) => {
    await practice.removeTimeOff(user, req.params.id);
    res.status(204).end();
  });

  serve(practiceEndpoints.getPartnerConsultations, { caller: practitioners }, async ({ req, res, user }) => {
    const body: PracticeDayResponse = await practice.day(user, req.query.date);
    res.json(body);
  });

  serve(practiceEndpoints.patchPartnerConsultationsById, { caller: practitioners }, async ({ req, res, user }) => {
    res.json({ consultation: await practice.updateConsultation(user, req.params.id, req.body) });
  });

  serve(practiceEndpoints.getPartnerConsultationsByIdNotes, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ChartNoteListResponse = { notes: await practice.notes(user, req.params.id) };
    res.json(body);
  });

  serve(practiceEndpoints.postPartnerConsultationsByIdNotes, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ChartNoteResponse = { note: await practice.addNote(user, req.params.id, req.body.body) };
    res.status(201).json(body);
  });

  serve(practiceEndpoints.putPartnerNotesById, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ChartNoteResponse = { note: await practice.editNote(user, req.params.id, req.body.body) };
    res.json(body);
  });

  serve(practiceEndpoints.postPartnerNotesByIdSign, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ChartNoteResponse = { note: await practice.signNote(user, req.params.id) };
    res.json(body);
  });

  serve(practiceEndpoints.postPartnerNotesByIdAddenda, { caller: practitioners }, async ({ req, res, user }) => {
    const body: ChartNoteResponse = { note: await practice.addAddendum(user, req.params.id, req.body.body) };
    res.status(201).json(body);
  });

  return router;
}
