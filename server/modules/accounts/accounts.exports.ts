// The accounts module's door: what the rest of the server may use of it. Its repositories stay inside.
export { AccountsService, checkNewCredentials, newUserRow } from './accounts.service';
export { firebaseIdTokenVerifier } from './firebase-token-verifier';
export type { IdTokenVerifier } from './firebase-token-verifier';
export { hashPassword, verifyPassword } from './password-hash';
export { isRealCustomer } from './real-customers';
export { sessionAccounts } from './session-accounts';
export { accountNamesByIds, emailInUse } from './account-names';
export { isOwnPassword, rolesOf, signsInWithPassword } from './account-facts';
// Whether any account holds a role (the first admin's setup closes once one does): a yes or no, row-free.
export { anonymiseAccount, deleteRolesOf, hasUserWithRole } from './accounts.repository';
export type { AccountName } from './account-names';
export { UserAdminService } from './user-admin.service';
