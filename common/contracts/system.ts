import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';

export const DbStatusResponse = z
  .object({ available: z.boolean().describe('False while the database cannot be reached: the store is read-only.') })
  .meta({ id: 'DbStatusResponse' });
export type DbStatusResponse = z.infer<typeof DbStatusResponse>;

export const OpenApiDocument = z.record(z.string(), z.unknown()).meta({ id: 'OpenApiDocument' });

export const systemEndpoints = {
  getDbStatus: {
    method: 'get',
    path: '/api/db-status',
    summary: 'Whether the database is reachable (never answers 503 itself)',
    tag: 'system',
    responses: { 200: { description: 'Database availability', body: DbStatusResponse } },
  },
  getOpenapiJson: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API described as OpenAPI 3',
    tag: 'system',
    responses: { 200: { description: 'The OpenAPI document', body: OpenApiDocument } },
  },
} satisfies Record<string, ApiEndpoint>;
