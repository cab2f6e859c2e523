import type { z } from 'zod';

/** An optional text setting: blank clears it (null), anything else must pass its schema. */
export function optionalSetting(schema: z.ZodType<string>, raw: string): { value: string | null } | { error: string } {
  if (raw.trim() === '') return { value: null };
  const parsed = schema.safeParse(raw);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'This value is not valid.' };
}
