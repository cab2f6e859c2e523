// The offline cache's entries: what the renderer stores and reads back when the server cannot be reached. Kept in
// the web browser (renderer/src/api/offline-answer-store.ts) and, in the desktop app, by the main process over IPC
// (common/desktop-bridge.ts re-exports these). A module of their own, so the web build evaluates only these schemas.
import { z } from 'zod';

/** The signed-in account the answer belongs to, or null for a signed-out visitor. */
export const cacheUserSchema = z.string().min(1).max(64).nullable();

export const cacheKeySchema = z.object({
  userId: cacheUserSchema,
  /** The API path with its query, e.g. /api/products?page=2. */
  path: z
    .string()
    .regex(/^\/api\/[^\s\\]*$/, 'must be an API path')
    .max(2048),
});
export type CacheKey = z.infer<typeof cacheKeySchema>;

export const cacheEntryInputSchema = cacheKeySchema.extend({
  /** The response body as the server sent it (JSON text). */
  body: z.string().max(2 * 1024 * 1024),
});
export type CacheEntryInput = z.infer<typeof cacheEntryInputSchema>;

export const cachedAnswerSchema = z
  .object({
    body: z.string(),
    /** When the server gave this answer (ISO 8601), for the "Offline — showing data from …" notice. */
    storedAt: z.string().datetime(),
  })
  .nullable();
export type CachedAnswer = z.infer<typeof cachedAnswerSchema>;

export const cacheStoredSchema = z.object({ stored: z.boolean() });
