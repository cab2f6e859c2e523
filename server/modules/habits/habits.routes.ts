import express from 'express';
import type { Router } from 'express';
import { HealthyHabitsParams } from '../../../common/contracts/habits';
import type { HealthyHabitsResponse } from '../../../common/contracts/habits';
import type { DatabaseHealth } from '../../db/health';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { HabitsService } from './habits.service';

export function habitRoutes(deps: { habits: HabitsService; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  const { habits } = deps;
  router.use('/healthy-habits', requireDatabase(deps.health));

  router.get('/healthy-habits/guardian/:guardian', validate({ params: HealthyHabitsParams }), async (req, res) => {
    const body: HealthyHabitsResponse = { habits: await habits.ofGuardian(req.params.guardian) };
    res.json(body);
  });

  return router;
}
