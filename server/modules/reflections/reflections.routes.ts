import type { Router } from 'express';
import { reflectionEndpoints } from '@common/contracts/reflections';
import type { ReflectionSavedResponse, ReflectionsResponse } from '@common/contracts/reflections';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { ReflectionsService } from './reflections.service';

export function reflectionRoutes(deps: { declare: DeclareRoutes; reflections: ReflectionsService }): Router {
  const { router, serve } = deps.declare();
  const { reflections } = deps;

  serve(reflectionEndpoints.postWellnessReflections, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ReflectionSavedResponse = await reflections.save(user, req.body);
    res.status(201).json(body);
  });

  serve(reflectionEndpoints.getWellnessReflectionsUserByUserId, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ReflectionsResponse = await reflections.of(user, req.params.userId);
    res.json(body);
  });

  return router;
}
