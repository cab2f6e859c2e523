// No control character reaches a query: PostgreSQL refuses NUL in text (a 500 before this guard) and SQLite would
// store it silently. Every string of a request — path, query and JSON body — is checked here, once for all routes,
// so no contract can forget it. Tab, line feed and carriage return stay allowed for free-form text.
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

// C0 controls except \t \n \r, DEL, and the C1 controls: matching them is the point of this rule.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The dotted path of the first string holding a control character, or undefined when the value is clean. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return childPath;
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    // A broken escape is answered by the router's own 400; nothing to check here.
    return '';
  }
}

export const rejectControlCharacters: RequestHandler = (req, _res, next) => {
  const where: [string, unknown][] = [
    ['path', decodedPath(req.originalUrl)],
    ['query', req.query],
    ['body', req.body],
  ];
  for (const [location, value] of where) {
    const found = findControlCharacter(value);
    if (found !== undefined) {
      throw new AppError(
        400,
        'INVALID_CHARACTERS',
        'The request contains a control character (such as NUL) that text may not hold; remove it and send again.',
        {
          location,
          path: found,
        },
      );
    }
  }
  next();
};
