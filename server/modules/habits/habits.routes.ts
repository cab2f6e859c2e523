import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { HealthyHabitsParams } from '../../../common/contracts/habits';
import type { HealthyHabitsResponse } from '../../../common/contracts/habits';
import type { DatabaseHealth } from '../../db/health';
import type { Database } from '../../db/schema';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import { listHealthyHabits } from './habits.service';

export function habitRoutes(deps: { db: Kysely<Database>; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  router.use('/healthy-habits', requireDatabase(deps.health));

  router.get('/healthy-habits/guardian/:guardian', validate({ params: HealthyHabitsParams }), async (req, res) => {
    const body: HealthyHabitsResponse = { habits: await listHealthyHabits(deps.db, req.params.guardian) };
    res.json(body);
  });

  return router;
}
