import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { ReflectionRequest, ReflectionsParams } from '../../../common/contracts/reflections';
import type { ReflectionSavedResponse, ReflectionsResponse } from '../../../common/contracts/reflections';
import type { Database } from '../../db/schema';
import type { Sessions } from '../../http/session';
import { validate } from '../../http/validate';
import { reflectionsOf, saveReflection } from './reflections.service';

export function reflectionRoutes(deps: { db: Kysely<Database>; sessions: Sessions }): Router {
  const router = express.Router();
  const { db, sessions } = deps;

  router.post('/wellness-reflections', sessions.requireUser, validate({ body: ReflectionRequest }), async (req, res) => {
    const body: ReflectionSavedResponse = await saveReflection(db, await sessions.user(req, res), req.body);
    res.status(201).json(body);
  });

  router.get('/wellness-reflections/user/:userId', sessions.requireUser, validate({ params: ReflectionsParams }), async (req, res) => {
    const body: ReflectionsResponse = await reflectionsOf(db, await sessions.user(req, res), req.params.userId);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
