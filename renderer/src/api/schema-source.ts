// The zod contracts of common/contracts cost the first visit about 26 kB (gzip) and the time to build their schemas:
// reads and writes of the shell take a loader instead of the schema, so the contracts load beside the first answer
// rather than before the first paint. A screen's own chunk may import its schemas directly.
import type { z } from 'zod';

/** An endpoint's schema, or a loader for it: `() => import('@common/contracts/cart').then((m) => m.CartResponse)`. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export async function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : source;
}
