import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { GuardianParams } from '../../../common/contracts/guardians';
import type { GuardianListResponse, GuardianResponse } from '../../../common/contracts/guardians';
import type { DatabaseHealth } from '../../db/health';
import type { Database } from '../../db/schema';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import { getGuardian, listGuardians } from './guardians.service';

export function guardianRoutes(deps: { db: Kysely<Database>; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  router.use('/guardians', requireDatabase(deps.health));

  router.get('/guardians', async (_req, res) => {
    const body: GuardianListResponse = { guardians: await listGuardians(deps.db) };
    res.json(body);
  });

  router.get('/guardians/:id', validate({ params: GuardianParams }), async (req, res) => {
    const body: GuardianResponse = { guardian: await getGuardian(deps.db, req.params.id) };
    res.json(body);
  });

  return router;
}
