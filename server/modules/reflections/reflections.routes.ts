import express from 'express';
import type { Router } from 'express';
import { ReflectionRequest, ReflectionsParams } from '@common/contracts/reflections';
import type { ReflectionSavedResponse, ReflectionsResponse } from '@common/contracts/reflections';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ReflectionsService } from './reflections.service';

export function reflectionRoutes(deps: { reflections: ReflectionsService; sessions: SessionsService }): Router {
  const router = express.Router();
  const { reflections, sessions } = deps;

  router.post('/wellness-reflections', sessions.requireUser, validate({ body: ReflectionRequest }), async (req, res) => {
    const body: ReflectionSavedResponse = await reflections.save(await sessions.user(req, res), req.body);
    res.status(201).json(body);
  });

  router.get('/wellness-reflections/user/:userId', sessions.requireUser, validate({ params: ReflectionsParams }), async (req, res) => {
    const body: ReflectionsResponse = await reflections.of(await sessions.user(req, res), req.params.userId);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
