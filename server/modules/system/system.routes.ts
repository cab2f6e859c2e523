import type { Router } from 'express';
import { API_ENDPOINTS } from '@common/contracts/api-endpoints';
import { systemEndpoints } from '@common/contracts/system';
import type { DbStatusResponse, ReadyResponse } from '@common/contracts/system';
import type { DatabaseHealth } from '../../db/health';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { buildOpenApiDocument } from './openapi';

export const API_VERSION = '0.1.0';

export function systemRoutes(deps: { declare: DeclareRoutes; health: Pick<DatabaseHealth, 'available'> }): Router {
  const { router, serve } = deps.declare();
  let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

  // Answers from the remembered state: clients call it before writes and must get an answer even during an outage.
  serve(systemEndpoints.getDbStatus, { caller: 'anyone', cache: 'no-store' }, async ({ res }) => {
    const body: DbStatusResponse = { available: deps.health.available };
    res.json(body);
  });

  // A balancer sends traffic to instances that answer 200 here; a read-only instance says 503 until its database returns.
  serve(systemEndpoints.getReady, { caller: 'anyone', cache: 'no-store' }, async ({ res }) => {
    const body: ReadyResponse = { ready: deps.health.available };
    res.status(body.ready ? 200 : 503).json(body);
  });

  serve(systemEndpoints.getOpenapiJson, { caller: 'anyone' }, async ({ res }) => {
    openApiDocument ??= buildOpenApiDocument(API_ENDPOINTS, API_VERSION);
    res.json(openApiDocument);
  });

  return router;
}
