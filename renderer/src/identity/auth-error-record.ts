// The stored auth error record of spec 3 and the sign-in error texts of spec 8.
import { STORAGE_KEYS } from '../platform/storage-keys';

export const DEFAULT_AUTH_ERROR_TEXT = 'Authentication failed. Please try again.';

export interface AuthErrorRecord {
  message: string;
  code: string;
  step: 'redirect_result';
  timestamp: string;
}

function field(error: unknown, name: 'code' | 'message' | 'name'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The record spec 8 asks for, for a failure while handling the redirect result. */
export function authErrorRecordFor(error: unknown, host: string, now: Date): AuthErrorRecord {
  const code = field(error, 'code');
  const timestamp = now.toISOString();
  const record = (message: string, recordCode: string): AuthErrorRecord => ({ message, code: recordCode, step: 'redirect_result', timestamp });

  switch (code) {
    case 'auth/unauthorized-domain':
      return record(`The domain ${host} is not authorized for sign-in. Add it to the authorized domains in the Firebase console, then try again.`, code);
    case 'auth/popup-closed-by-user':
      return record('Authentication was canceled. Please try again.', code);
    case 'auth/cancelled-popup-request':
      return record('Multiple authentication attempts detected. Please try again.', code);
    default: {
      const message = field(error, 'message');
      return record(message ? `Authentication error: ${message}` : DEFAULT_AUTH_ERROR_TEXT, field(error, 'name') ?? 'Error');
    }
  }
}

export function storeAuthError(storage: Storage, record: AuthErrorRecord): void {
  storage.setItem(STORAGE_KEYS.authError.key, JSON.stringify(record));
}

export function readAuthError(storage: Storage): AuthErrorRecord | null {
  const raw = storage.getItem(STORAGE_KEYS.authError.key);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthErrorRecord>;
    if (typeof parsed.message !== 'string' || typeof parsed.code !== 'string') return null;
    return {
      message: parsed.message,
      code: parsed.code,
      step: 'redirect_result',
      timestamp: typeof parsed.timestamp === 'string' ? parsed.timestamp : '',
    };
  } catch {
    return null;
  }
}

export function clearAuthError(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.authError.key);
}
