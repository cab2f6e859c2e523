// Quick-chat analytics of spec 7: signed-in only, fire and forget.
import { z } from 'zod';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { ProductId } from './catalog';
import { errorResponse } from './errors';

const EventName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'use lower-case letters, digits and underscores, e.g. user_query');

export const ChatInteractionRequest = z
  .object({
    userId: z.string().trim().min(1).max(128).describe("The signed-in account's id or uid."),
    guardianId: z.enum(GUARDIAN_IDS),
    messageType: EventName.describe('e.g. user_query'),
    hasProducts: z.boolean(),
  })
  .meta({ id: 'ChatInteractionRequest' });
export type ChatInteractionRequest = z.infer<typeof ChatInteractionRequest>;

export const ProductClickRequest = z
  .object({
    userId: z.string().trim().min(1).max(128).describe("The signed-in account's id or uid."),
    productId: ProductId,
    source: EventName.describe('e.g. quick_chat'),
    guardianId: z.enum(GUARDIAN_IDS),
    affiliate: z.boolean(),
  })
  .meta({ id: 'ProductClickRequest' });
export type ProductClickRequest = z.infer<typeof ProductClickRequest>;

export const TRACKING_ERROR_CODES = ['TRACKING_FOR_ANOTHER_USER'] as const;

const trackingErrors = {
  400: errorResponse('A field is missing or invalid (VALIDATION_FAILED)'),
  401: errorResponse('Signed out (UNAUTHENTICATED)'),
  403: errorResponse('userId is not the signed-in account (TRACKING_FOR_ANOTHER_USER)'),
};

export const trackingEndpoints = {
  postTrackingChatInteraction: {
    method: 'post',
    path: '/api/tracking/chat-interaction',
    summary: 'Records one quick-chat interaction for analytics',
    tag: 'tracking',
    request: { body: ChatInteractionRequest },
    responses: { 204: { description: 'Recorded' }, ...trackingErrors },
  },
  postTrackingProductClick: {
    method: 'post',
    path: '/api/tracking/product-click',
    summary: 'Records a product chosen from a chat card for analytics',
    tag: 'tracking',
    request: { body: ProductClickRequest },
    responses: { 204: { description: 'Recorded' }, ...trackingErrors, 404: errorResponse('No product has this id (PRODUCT_NOT_FOUND)') },
  },
} satisfies Record<string, ApiEndpoint>;
