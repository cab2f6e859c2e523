// Vitamin D wellness reflections of spec 3, 4 and 7. One reflection per user and story: posting again for the same
// story replaces its text (created_at stays, updated_at moves) and pays nothing; the first one pays 200 coins.
import { z } from 'zod';
import { STORY_IDS } from '../stories';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';
import { Wallet } from './wallet';

export const MAX_REFLECTION_LENGTH = 5000;

export const ReflectionRequest = z
  .object({
    user_id: z.string().trim().min(1).max(128).describe("The signed-in account's id or uid."),
    story_id: z.enum(STORY_IDS),
    content: z.string().trim().min(1, 'write a few words first').max(MAX_REFLECTION_LENGTH),
  })
  .meta({ id: 'ReflectionRequest' });
export type ReflectionRequest = z.input<typeof ReflectionRequest>;

export const Reflection = z
  .object({
    story_id: z.enum(STORY_IDS),
    content: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Reflection' });
export type Reflection = z.infer<typeof Reflection>;

export const ReflectionSavedResponse = z
  .object({
    reflection: Reflection,
    coinsAwarded: z.number().int().min(0).describe('200 the first time a user reflects on a story, 0 afterwards.'),
    wallet: Wallet,
  })
  .meta({ id: 'ReflectionSavedResponse' });
export type ReflectionSavedResponse = z.infer<typeof ReflectionSavedResponse>;

export const ReflectionsParams = z.object({ userId: z.string().trim().min(1).max(128) });
export const ReflectionsResponse = z.object({ reflections: z.array(Reflection).describe('In story order.') }).meta({ id: 'ReflectionsResponse' });
export type ReflectionsResponse = z.infer<typeof ReflectionsResponse>;

export const REFLECTION_ERROR_CODES = ['REFLECTION_OF_ANOTHER_USER'] as const;

export const reflectionEndpoints = {
  postWellnessReflections: {
    method: 'post',
    path: '/api/wellness-reflections',
    summary: 'Saves the reflection on a story; the first one per story pays 200 coins (wellness_reflection)',
    tag: 'reflections',
    request: { body: ReflectionRequest },
    responses: {
      201: { description: 'Saved', body: ReflectionSavedResponse },
      400: errorResponse('Empty or too long content, or an unknown story (VALIDATION_FAILED)'),
      401: errorResponse('Signed out (UNAUTHENTICATED)'),
      403: errorResponse('user_id is not the signed-in account (REFLECTION_OF_ANOTHER_USER)'),
    },
  },
  getWellnessReflectionsUserByUserId: {
    method: 'get',
    path: '/api/wellness-reflections/user/{userId}',
    summary: "The signed-in user's reflections",
    tag: 'reflections',
    request: { params: ReflectionsParams },
    responses: {
      200: { description: 'The reflections', body: ReflectionsResponse },
      401: errorResponse('Signed out (UNAUTHENTICATED)'),
      403: errorResponse('userId is not the signed-in account (REFLECTION_OF_ANOTHER_USER)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
