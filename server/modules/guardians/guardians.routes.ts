import type { Router } from 'express';
import { guardianEndpoints } from '@common/contracts/guardians';
import type { GuardianListResponse, GuardianResponse } from '@common/contracts/guardians';
import type { DatabaseHealth } from '../../db/health';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { ReadCache } from '../../reads/read-cache';
import { sendPublicRead } from '../../reads/read-cache';
import { requireDatabase } from '../../http/read-only';
import type { GuardiansService } from './guardians.service';

/** The guardians' list as a public read: its cache key and how it is read (the route, and the landing drawn with it). */
export const GUARDIAN_LIST_READ = {
  key: 'guardians',
  read: (guardians: GuardiansService) => async (): Promise<GuardianListResponse> => ({ guardians: await guardians.list() }),
};

export function guardianRoutes(deps: {
  declare: DeclareRoutes;
  guardians: GuardiansService;
  health: Pick<DatabaseHealth, 'readable'>;
  publicReads: ReadCache;
}): Router {
  const { router, serve } = deps.declare();
  const { guardians } = deps;
  router.use('/guardians', requireDatabase(deps.health));

  serve(guardianEndpoints.getGuardians, { caller: 'anyone' }, async ({ req, res }) => {
    await sendPublicRead(req, res, deps.publicReads, GUARDIAN_LIST_READ.key, GUARDIAN_LIST_READ.read(guardians));
  });

  serve(guardianEndpoints.getGuardiansById, { caller: 'anyone' }, async ({ req, res }) => {
    const { id } = req.params;
    await sendPublicRead(req, res, deps.publicReads, `guardian:${id}`, async (): Promise<GuardianResponse> => ({ guardian: await guardians.get(id) }));
  });

  return router;
}
