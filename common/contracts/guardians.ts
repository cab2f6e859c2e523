// Guardians: the five characters of spec 1 with the content entry of spec 3 (descriptions, science notes,
// optimisation tips and catalog products) that the guardian pages, the dashboards and the science screens read.
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

export const GuardianScience = z
  .object({
    system: z.string().describe('The body system the guardian looks after.'),
    nutrients: z.array(z.string()).min(1),
    challenges: z.array(z.string()).min(1),
    benefits: z.array(z.string()).min(1),
  })
  .meta({ id: 'GuardianScience' });
export type GuardianScience = z.infer<typeof GuardianScience>;

/** Concrete steps for a person whose score for this guardian is high, medium or low. */
export const OptimizationTips = z
  .object({ high: z.array(z.string()).min(1), medium: z.array(z.string()).min(1), low: z.array(z.string()).min(1) })
  .meta({ id: 'OptimizationTips' });
export type OptimizationTips = z.infer<typeof OptimizationTips>;

export const RecommendedProduct = z
  .object({
    id: z.string().describe('The catalog product id, as GET /api/products answers it.'),
    slug: z.string().describe('For the product page: /marketplace/product/{slug}.'),
    name: z.string(),
  })
  .meta({ id: 'RecommendedProduct' });
export type RecommendedProduct = z.infer<typeof RecommendedProduct>;

/** Spec 3's guardian content entry; `role` is the short text the dashboard shows under the name. */
export const GuardianContent = z
  .object({
    name: z.string(),
    fullName: z.string(),
    role: z.string(),
    subtitle: z.string(),
    description: z.string(),
    detailedDescription: z.string(),
    aiEntity: z.string().describe('How the guardian presents itself as an AI companion.'),
    tags: z.array(z.object({ label: z.string() })),
    science: GuardianScience,
    optimizationTips: OptimizationTips,
    recommendedProducts: z.array(RecommendedProduct).describe('Catalog products of this guardian, best rated first; empty while the catalog has none.'),
  })
  .meta({ id: 'GuardianContent' });
export type GuardianContent = z.infer<typeof GuardianContent>;

/** The summary and the content entry in one object: screens that only need the summary keep working. */
export const GuardianEntry = z.intersection(GuardianSummary, GuardianContent).meta({ id: 'GuardianEntry' });
export type GuardianEntry = z.infer<typeof GuardianEntry>;

export const GuardianListResponse = z.object({ guardians: z.array(GuardianEntry) }).meta({ id: 'GuardianListResponse' });
export type GuardianListResponse = z.infer<typeof GuardianListResponse>;

export const GuardianResponse = z.object({ guardian: GuardianEntry }).meta({ id: 'GuardianResponse' });
export type GuardianResponse = z.infer<typeof GuardianResponse>;

export const GuardianParams = z.object({
  id: z.string().min(1).max(64).describe('Guardian id, e.g. angio'),
});
export type GuardianParams = z.infer<typeof GuardianParams>;

export const GUARDIAN_ERROR_CODES = ['GUARDIAN_NOT_FOUND'] as const;

export const guardianEndpoints = {
  getGuardians: {
    method: 'get',
    path: '/api/guardians',
    summary: 'The five guardians with their content entries, in catalog order',
    tag: 'guardians',
    responses: {
      200: { description: 'Every guardian', body: GuardianListResponse },
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE)'),
    },
  },
  getGuardiansById: {
    method: 'get',
    path: '/api/guardians/{id}',
    summary: 'One guardian with its content entry',
    tag: 'guardians',
    request: { params: GuardianParams },
    responses: {
      200: { description: 'The guardian', body: GuardianResponse },
      400: errorResponse('The id is malformed (VALIDATION_FAILED)'),
      404: errorResponse('No guardian has this id (GUARDIAN_NOT_FOUND)'),
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
