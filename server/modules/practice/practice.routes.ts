import express from 'express';
import type { Router } from 'express';
import {
  CreateTimeOffRequest,
  NoteBodyRequest,
  PracticeDayQuery,
  PracticeIdParams,
  PutAvailabilityRequest,
  UpdatePracticeConsultationRequest,
} from '@common/contracts/practice';
import type { ChartNoteListResponse, ChartNoteResponse, PracticeAvailabilityResponse, PracticeDayResponse } from '@common/contracts/practice';
import { PRACTITIONER_ROLES } from '@common/roles';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { PracticeService } from './practice.service';

export function practiceRoutes(deps: { sessions: SessionsService; practice: PracticeService }): Router {
  const router = express.Router();
  const { sessions, practice } = deps;

  // Checked before validation: another role learns nothing about the parameters. Nothing here is cacheable.
  router.use(
    ['/partner/availability', '/partner/time-off', '/partner/consultations', '/partner/notes'],
    sessions.requireRole(...PRACTITIONER_ROLES),
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
  );

  router.get('/partner/availability', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: PracticeAvailabilityResponse = { availability: await practice.availability(user) };
    res.json(body);
  });

  router.put('/partner/availability', validate({ body: PutAvailabilityRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: PracticeAvailabilityResponse = { availability: await practice.setAvailability(user, req.body) };
    res.json(body);
  });

  router.post('/partner/time-off', validate({ body: CreateTimeOffRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    res.status(201).json({ timeOff: await practice.addTimeOff(user, req.body) });
  });

  router.delete('/partner/time-off/:id', validate({ params: PracticeIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    await practice.removeTimeOff(user, req.params.id);
    res.status(204).end();
  });

  router.get('/partner/consultations', validate({ query: PracticeDayQuery }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: PracticeDayResponse = await practice.day(user, req.query.date);
    res.json(body);
  });

  router.patch('/partner/consultations/:id', validate({ params: PracticeIdParams, body: UpdatePracticeConsultationRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    res.json({ consultation: await practice.updateConsultation(user, req.params.id, req.body) });
  });

  router.get('/partner/consultations/:id/notes', validate({ params: PracticeIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ChartNoteListResponse = { notes: await practice.notes(user, req.params.id) };
    res.json(body);
  });

  router.post('/partner/consultations/:id/notes', validate({ params: PracticeIdParams, body: NoteBodyRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ChartNoteResponse = { note: await practice.addNote(user, req.params.id, req.body.body) };
    res.status(201).json(body);
  });

  router.put('/partner/notes/:id', validate({ params: PracticeIdParams, body: NoteBodyRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ChartNoteResponse = { note: await practice.editNote(user, req.params.id, req.body.body) };
    res.json(body);
  });

  router.post('/partner/notes/:id/sign', validate({ params: PracticeIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ChartNoteResponse = { note: await practice.signNote(user, req.params.id) };
    res.json(body);
  });

  router.post('/partner/notes/:id/addenda', validate({ params: PracticeIdParams, body: NoteBodyRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ChartNoteResponse = { note: await practice.addAddendum(user, req.params.id, req.body.body) };
    res.status(201).json(body);
  });

  return router;
}
