// The server's pino logger. Secrets never reach a log line: credentials are redacted by key wherever they appear,
// and the code logs ids (user id, session count), never emails' passwords, tokens or cookies.
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';

/** Keys whose values are replaced by [Redacted], at the top level and one or two levels down. */
const SECRET_KEYS = ['password', 'token', 'idToken', 'setupToken', 'authorization', 'cookie', 'set-cookie', 'sessionToken'];

export const REDACTED_PATHS: readonly string[] = SECRET_KEYS.flatMap((key) => {
  const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (segment.startsWith('[') ? `${prefix}${segment}` : `${prefix}.${segment}`);
  return [segment.startsWith('[') ? segment : key, join('*'), join('*.*')];
});

/** Bytes gathered before a buffered logger writes; pino flushes what is left when the process exits. */
export const LOG_BUFFER_BYTES = 4096;

/**
 * Standard output (or `file`), written in batches of LOG_BUFFER_BYTES off the request path: one synchronous write per
 * request costs a busy server a large share of its throughput (`npm run bench:api` with LOG_BUFFERED=false).
 */
export function bufferedDestination(file?: string): DestinationStream {
  return pino.destination({ dest: file ?? 1, sync: false, minLength: LOG_BUFFER_BYTES });
}

export function createLogger(options: { level?: string; buffered?: boolean } = {}, destination?: DestinationStream): Logger {
  const settings = { level: options.level ?? 'info', redact: { paths: [...REDACTED_PATHS], censor: '[Redacted]' } };
  const target = destination ?? (options.buffered ? bufferedDestination() : undefined);
  return target ? pino(settings, target) : pino(settings);
}
