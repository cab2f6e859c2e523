import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';

export const DbStatusResponse = z
  .object({ available: z.boolean().describe('False while the database cannot be reached: the store is read-only.') })
  .meta({ id: 'DbStatusResponse' });
export type DbStatusResponse = z.infer<typeof DbStatusResponse>;

export const ReadyResponse = z
  .object({ ready: z.boolean().describe('True when this instance can serve every request: its database answers.') })
  .meta({ id: 'ReadyResponse' });
export type ReadyResponse = z.infer<typeof ReadyResponse>;

export const OpenApiDocument = z.record(z.string(), z.unknown()).meta({ id: 'OpenApiDocument' });

export const systemEndpoints = {
  getDbStatus: {
    method: 'get',
    path: '/api/db-status',
    summary: 'Whether the database is reachable (never answers 503 itself)',
    tag: 'system',
    responses: { 200: { description: 'Database availability', body: DbStatusResponse } },
  },
  getReady: {
    method: 'get',
    path: '/api/ready',
    summary: 'Readiness for a load balancer: 200 while the database answers, 503 while it does not (the instance still serves what it can read-only)',
    tag: 'system',
    responses: {
      200: { description: 'Ready', body: ReadyResponse },
      503: { description: 'Not ready: the database does not answer', body: ReadyResponse },
    },
  },
  getOpenapiJson: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API described as OpenAPI 3',
    tag: 'system',
    responses: { 200: { description: 'The OpenAPI document', body: OpenApiDocument } },
  },
} satisfies Record<string, ApiEndpoint>;
