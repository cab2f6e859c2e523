// The shape every module uses to describe its endpoints, so the server can publish them as OpenAPI
// without the renderer depending on an OpenAPI library.
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiResponse {
  description: string;
  /** JSON body schema; omit for responses without a JSON body. */
  body?: z.ZodType;
  /** Defaults to application/json. */
  contentType?: string;
}

export interface ApiEndpoint {
  method: HttpMethod;
  /** OpenAPI path form: `/api/guardians/{id}`. */
  path: string;
  summary: string;
  tag: string;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
  };
  responses: Record<number, ApiResponse>;
}
