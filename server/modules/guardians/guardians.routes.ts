import express from 'express';
import type { Router } from 'express';
import { GuardianParams } from '../../../common/contracts/guardians';
import type { GuardianListResponse, GuardianResponse } from '../../../common/contracts/guardians';
import type { DatabaseHealth } from '../../db/health';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { GuardiansService } from './guardians.service';

export function guardianRoutes(deps: { guardians: GuardiansService; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  const { guardians } = deps;
  router.use('/guardians', requireDatabase(deps.health));

  router.get('/guardians', async (_req, res) => {
    const body: GuardianListResponse = { guardians: await guardians.list() };
    res.json(body);
  });

  router.get('/guardians/:id', validate({ params: GuardianParams }), async (req, res) => {
    const body: GuardianResponse = { guardian: await guardians.get(req.params.id) };
    res.json(body);
  });

  return router;
}
