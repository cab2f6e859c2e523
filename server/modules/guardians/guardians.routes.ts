import express from 'express';
import type { Router } from 'express';
import { GuardianParams } from '@common/contracts/guardians';
import type { GuardianListResponse, GuardianResponse } from '@common/contracts/guardians';
import type { DatabaseHealth } from '../../db/health';
import type { ReadCache } from '../../http/read-cache';
import { sendPublicRead } from '../../http/read-cache';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { GuardiansService } from './guardians.service';

/** The guardians' list as a public read: its cache key and how it is read (the route, and the landing drawn with it). */
export const GUARDIAN_LIST_READ = {
  key: 'guardians',
  read: (guardians: GuardiansService) => async (): Promise<GuardianListResponse> => ({ guardians: await guardians.list() }),
};

export function guardianRoutes(deps: { guardians: GuardiansService; health: Pick<DatabaseHealth, 'readable'>; publicReads: ReadCache }): Router {
  const router = express.Router();
  const { guardians } = deps;
  router.use('/guardians', requireDatabase(deps.health));

  router.get('/guardians', async (req, res) => {
    await sendPublicRead(req, res, deps.publicReads, GUARDIAN_LIST_READ.key, GUARDIAN_LIST_READ.read(guardians));
  });

  router.get('/guardians/:id', validate({ params: GuardianParams }), async (req, res) => {
    const { id } = req.params;
    await sendPublicRead(req, res, deps.publicReads, `guardian:${id}`, async (): Promise<GuardianResponse> => ({ guardian: await guardians.get(id) }));
  });

  return router;
}
