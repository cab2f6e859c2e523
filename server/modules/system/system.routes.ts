import express from 'express';
import type { Router } from 'express';
import { API_ENDPOINTS } from '@common/contracts/api-endpoints';
import type { DbStatusResponse } from '@common/contracts/system';
import type { DatabaseHealth } from '../../db/health';
import { buildOpenApiDocument } from './openapi';

export const API_VERSION = '0.1.0';

export function systemRoutes(deps: { health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

  // Answers from the remembered state: clients call it before writes and must get an answer even during an outage.
  router.get('/db-status', (_req, res) => {
    const body: DbStatusResponse = { available: deps.health.available };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/openapi.json', (_req, res) => {
    openApiDocument ??= buildOpenApiDocument(API_ENDPOINTS, API_VERSION);
    res.json(openApiDocument);
  });

  return router;
}
