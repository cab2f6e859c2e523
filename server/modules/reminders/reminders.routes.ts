import express from 'express';
import type { Router } from 'express';
import type { ConsultationRemindersResponse } from '@common/contracts/consultation-reminders';
import type { SessionsService } from '../sessions/sessions.exports';
import type { RemindersService } from './reminders.service';

export function reminderRoutes(deps: { reminders: RemindersService; sessions: SessionsService }): Router {
  const router = express.Router();
  const { reminders, sessions } = deps;

  router.get('/consultations/reminders', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ConsultationRemindersResponse = { reminders: await reminders.dueFor(user.id) };
    // Due reminders change by the minute and belong to one account.
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
