import type { Router } from 'express';
import { consultationReminderEndpoints } from '@common/contracts/consultation-reminders';
import type { ConsultationRemindersResponse } from '@common/contracts/consultation-reminders';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { RemindersService } from './reminders.service';

export function reminderRoutes(deps: { declare: DeclareRoutes; reminders: RemindersService }): Router {
  const { router, serve } = deps.declare();
  const { reminders } = deps;

  // Due reminders change by the minute and belong to one account (no-store, as for every signed-in answer).
  serve(consultationReminderEndpoints.getConsultationsReminders, { caller: 'user' }, async ({ res, user }) => {
    const body: ConsultationRemindersResponse = { reminders: await reminders.dueFor(user.id) };
    res.json(body);
  });

  return router;
}
