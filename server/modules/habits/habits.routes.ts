import express from 'express';
import type { Router } from 'express';
import { HealthyHabitsParams } from '@common/contracts/habits';
import type { HealthyHabitsResponse } from '@common/contracts/habits';
import type { DatabaseHealth } from '../../db/health';
import type { ReadCache } from '../../http/read-cache';
import { sendPublicRead } from '../../http/read-cache';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { HabitsService } from './habits.service';

export function habitRoutes(deps: { habits: HabitsService; health: Pick<DatabaseHealth, 'readable'>; publicReads: ReadCache }): Router {
  const router = express.Router();
  const { habits } = deps;
  router.use('/healthy-habits', requireDatabase(deps.health));

  router.get('/healthy-habits/guardian/:guardian', validate({ params: HealthyHabitsParams }), async (req, res) => {
    const { guardian } = req.params;
    await sendPublicRead(req, res, deps.publicReads, `habits:${guardian}`, async (): Promise<HealthyHabitsResponse> => ({
      habits: await habits.ofGuardian(guardian),
    }));
  });

  return router;
}
