// The accounts module's door: what the rest of the server may use of it. Its tables stay inside: nothing here hands out a row.
export { AccountsService, checkNewCredentials, newUserRow } from './accounts.service';
export { PasswordResets } from './password-resets';
export { firebaseIdTokenVerifier } from './firebase-token-verifier';
export type { IdTokenVerifier } from './firebase-token-verifier';
export { hashPassword, verifyPassword } from './password-hash';
export { isRealCustomer } from './real-customers';
export { sessionAccounts } from './session-accounts';
export { accountNamesByIds, emailInUse } from './account-names';
export { isOwnPassword, signsInWithPassword } from './account-facts';
// Row-free repository steps: whether any account holds a role (the first admin's setup closes once one does), an
// account's roles, and the erasure's two steps.
export { anonymiseAccount, deleteRolesOf, hasUserWithRole, listRoles as rolesOf } from './accounts.repository';
export type { AccountName } from './account-names';
export { UserAdminService } from './user-admin.service';
export { ensureGuestOrdersHolder, GUEST_ORDERS_HOLDER_ID } from './guest-orders-holder';
