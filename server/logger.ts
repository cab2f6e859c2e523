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

export function createLogger(options: { level?: string } = {}, destination?: DestinationStream): Logger {
  const settings = { level: options.level ?? 'info', redact: { paths: [...REDACTED_PATHS], censor: '[Redacted]' } };
  return destination ? pino(settings, destination) : pino(settings);
}
