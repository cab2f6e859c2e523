// Issue 16: a disabled account cannot sign in by any method (password, demo, Google, desktop code) and holds no
// session. Every sign-in path asks this one rule; SessionsService.start asks it again as the last gate.
import type { UserRow } from './accounts.repository';
import { AppError } from '../../http/app-error';

export const ACCOUNT_DISABLED_TEXT = 'This account has been disabled by the store. If you think this is a mistake, contact Guardians support.';

export function accountDisabledError(): AppError {
  return new AppError(403, 'ACCOUNT_DISABLED', ACCOUNT_DISABLED_TEXT);
}

export function isDisabled(row: Pick<UserRow, 'disabled_at'>): boolean {
  return row.disabled_at !== null;
}

/** 403 ACCOUNT_DISABLED for a disabled account; nothing otherwise. */
export function refuseDisabledAccount(row: Pick<UserRow, 'disabled_at'>): void {
  if (isDisabled(row)) throw accountDisabledError();
}
