// What the sessions module needs of accounts (sessions.service.ts, SessionAccounts): server/app.ts gives it this, so
// sessions read accounts without importing them.
import type { SessionAccounts } from '../sessions/sessions.exports';
import { accountDisabledError, isDisabled } from './account-status';
import { toAccountUser } from './account-user';
import { findUserById, listRoles, recordSignIn } from './accounts.repository';

export const sessionAccounts: SessionAccounts = {
  async find(executor, userId) {
    const row = await findUserById(executor, userId);
    return row ? { user: toAccountUser(row, await listRoles(executor, userId)), disabled: isDisabled(row) } : undefined;
  },
  recordSignIn,
  disabledError: accountDisabledError,
};
