import type { Router } from 'express';
import { habitEndpoints } from '@common/contracts/habits';
import type { HealthyHabitsResponse } from '@common/contracts/habits';
import type { DatabaseHealth } from '../../db/health';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { ReadCache } from '../../reads/read-cache';
import { sendPublicRead } from '../../reads/read-cache';
import { requireDatabase } from '../../http/read-only';
import type { HabitsService } from './habits.service';

export function habitRoutes(deps: { declare: DeclareRoutes; habits: HabitsService; health: Pick<DatabaseHealth, 'readable'>; publicReads: ReadCache }): Router {
  const { router, serve } = deps.declare();
  const { habits } = deps;
  router.use('/healthy-habits', requireDatabase(deps.health));

  serve(habitEndpoints.getHealthyHabitsGuardianByGuardian, { caller: 'anyone' }, async ({ req, res }) => {
    const { guardian } = req.params;
    await sendPublicRead(req, res, deps.publicReads, `habits:${guardian}`, async (): Promise<HealthyHabitsResponse> => ({
      habits: await habits.ofGuardian(guardian),
    }));
  });

  return router;
}
