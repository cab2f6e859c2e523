// The Users screen's rules as pure functions (issue 16): which sign-in methods an account has, which roles this
// screen may grant or remove (partner roles only: staff roles are not handed out here), and that an admin never
// disables their own account.
import type { SignInMethod } from '@common/contracts/admin-users';
import { PARTNER_ROLES, ROLE_LABELS } from '@common/roles';
import type { Role } from '@common/roles';
import { AppError } from '../../http/app-error';
import type { UserRow } from './accounts.repository';

type PartnerRole = (typeof PARTNER_ROLES)[number];

export function signInMethodsOf(row: Pick<UserRow, 'password_hash' | 'is_demo' | 'auth_provider' | 'firebase_uid'>): SignInMethod[] {
  const methods: SignInMethod[] = [];
  if (row.password_hash !== null) methods.push('password');
  if (row.is_demo || row.auth_provider === 'demo') methods.push('demo');
  if (row.firebase_uid !== null) methods.push('google');
  return methods;
}

/** The role as a partner role, or 400 ROLE_NOT_MANAGED_HERE (admin, support, customer, demo and unknown names). */
export function managedPartnerRole(role: string): PartnerRole {
  const partner = PARTNER_ROLES.find((candidate) => candidate === role);
  if (partner) return partner;
  const known = (Object.keys(ROLE_LABELS) as Role[]).find((candidate) => candidate === role);
  throw new AppError(
    400,
    'ROLE_NOT_MANAGED_HERE',
    known
      ? `${ROLE_LABELS[known]} is not a partner role: only partner roles are granted or removed on the Users screen.`
      : 'No such role. Choose one of the partner roles.',
    { role, partnerRoles: [...PARTNER_ROLES] },
  );
}

/** 409 OWN_ACCOUNT when a staff member acts on their own account in a way that could lock them out. */
export function refuseOwnAccount(actorId: string, targetId: string, action: 'disable'): void {
  if (actorId === targetId) {
    throw new AppError(409, 'OWN_ACCOUNT', `You cannot ${action} your own account. Ask another administrator if it must be done.`);
  }
}
