// Healthy habits of spec 3 and 7: small daily practices per guardian, shown on the guardian page.
import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const HealthyHabit = z
  .object({
    id: z.string().describe('Stable id, e.g. angio-brisk-walk.'),
    title: z.string(),
    description: z.string(),
  })
  .meta({ id: 'HealthyHabit' });
export type HealthyHabit = z.infer<typeof HealthyHabit>;

export const HealthyHabitsResponse = z.object({ habits: z.array(HealthyHabit) }).meta({ id: 'HealthyHabitsResponse' });
export type HealthyHabitsResponse = z.infer<typeof HealthyHabitsResponse>;

export const HealthyHabitsParams = z.object({
  guardian: z.string().min(1).max(64).describe('Guardian id, e.g. biome'),
});
export type HealthyHabitsParams = z.infer<typeof HealthyHabitsParams>;

export const habitEndpoints = {
  getHealthyHabitsGuardianByGuardian: {
    method: 'get',
    path: '/api/healthy-habits/guardian/{guardian}',
    summary: "A guardian's healthy habits, in the order to try them",
    tag: 'guardians',
    request: { params: HealthyHabitsParams },
    responses: {
      200: { description: 'The habits', body: HealthyHabitsResponse },
      400: errorResponse('The guardian id is malformed (VALIDATION_FAILED)'),
      404: errorResponse('No guardian has this id (GUARDIAN_NOT_FOUND)'),
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
