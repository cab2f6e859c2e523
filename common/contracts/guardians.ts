import { z } from 'zod';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const GuardianSummary = z
  .object({
    id: z.enum(GUARDIAN_IDS),
    personaName: z.string(),
    title: z.string(),
    area: z.string(),
    color: z.string().describe('Hex colour of the guardian theme, e.g. #e03131.'),
  })
  .meta({ id: 'GuardianSummary' });
export type GuardianSummary = z.infer<typeof GuardianSummary>;

export const GuardianListResponse = z.object({ guardians: z.array(GuardianSummary) }).meta({ id: 'GuardianListResponse' });
export type GuardianListResponse = z.infer<typeof GuardianListResponse>;

export const GuardianResponse = z.object({ guardian: GuardianSummary }).meta({ id: 'GuardianResponse' });
export type GuardianResponse = z.infer<typeof GuardianResponse>;

export const GuardianParams = z.object({
  id: z.string().min(1).max(64).describe('Guardian id, e.g. angio'),
});
export type GuardianParams = z.infer<typeof GuardianParams>;

export const guardianEndpoints: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: '/api/guardians',
    summary: 'The five guardians',
    tag: 'guardians',
    responses: {
      200: { description: 'Every guardian', body: GuardianListResponse },
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE)'),
    },
  },
  {
    method: 'get',
    path: '/api/guardians/{id}',
    summary: 'One guardian',
    tag: 'guardians',
    request: { params: GuardianParams },
    responses: {
      200: { description: 'The guardian', body: GuardianResponse },
      400: errorResponse('The id is malformed (VALIDATION_FAILED)'),
      404: errorResponse('No guardian has this id (GUARDIAN_NOT_FOUND)'),
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE)'),
    },
  },
];
