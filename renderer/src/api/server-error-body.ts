import { z } from 'zod';
import { ErrorBody } from '@common/contracts/errors';

/**
 * The server's error body of common/contracts (`{error, code, details?}`, DESIGN.md section 8), read leniently: a
 * proxy or an older server may leave out the code or send other details, and the sentence is still worth showing.
 */
export const ServerErrorBody = ErrorBody.extend({ code: ErrorBody.shape.code.optional().catch(undefined), details: z.unknown().optional() });
export type ServerErrorBody = z.infer<typeof ServerErrorBody>;
