// The Users screen (issue 16): search and open accounts (staff), disable and enable them and grant or remove partner
// roles (admins). Every write commits with its audit entry; disabling ends the account's sessions in the same
// transaction, so an old cookie is refused from that moment.
import type { Kysely } from 'kysely';
import type { AdminUserDetail, AdminUserPage, AdminUserQuery, AdminUserSummary } from '@common/contracts/admin-users';
import { ROLE_LABELS } from '@common/roles';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { addRole, findUserById, listRoles, listRolesOf, removeRole } from './accounts.repository';
import type { UserRow } from './accounts.repository';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { deleteSessionsOf } from '../sessions/sessions.exports';
import { managedPartnerRole, refuseOwnAccount, signInMethodsOf } from './user-admin-rules';
import { countOrdersOf, countUsers, markDisabled, markEnabled, searchUsers } from './user-admin.repository';

const userNotFound = () => new AppError(404, 'USER_NOT_FOUND', 'No account has this id. Search for it again; it may have been deleted.');

function toSummary(row: UserRow, roles: readonly Role[]): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    roles: [...roles],
    authProvider: row.auth_provider,
    isDemo: Boolean(row.is_demo),
    createdAt: row.created_at,
    disabled: row.disabled_at !== null,
  };
}

export class UserAdminService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: { db: Kysely<Database>; now?: () => Date }) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  async search(query: AdminUserQuery): Promise<AdminUserPage> {
    const filter = { text: query.q, role: query.role, status: query.status };
    const [rows, total] = await Promise.all([searchUsers(this.#db, filter, query.pageSize, (query.page - 1) * query.pageSize), countUsers(this.#db, filter)]);
    const roles = await listRolesOf(
      this.#db,
      rows.map((row) => row.id),
    );
    return { users: rows.map((row) => toSummary(row, roles.get(row.id) ?? [])), page: query.page, pageSize: query.pageSize, total };
  }

  async detail(userId: string, db: Kysely<Database> = this.#db): Promise<AdminUserDetail> {
    const row = await findUserById(db, userId);
    if (!row) throw userNotFound();
    const [roles, orderCount, disabler] = await Promise.all([
      listRoles(db, userId),
      countOrdersOf(db, userId),
      row.disabled_by_user_id ? findUserById(db, row.disabled_by_user_id) : Promise.resolve(undefined),
    ]);
    return {
      ...toSummary(row, roles),
      signInMethods: signInMethodsOf(row),
      lastSignInAt: row.last_sign_in_at,
      disabledAt: row.disabled_at,
      disabledBy: row.disabled_by_user_id ? { id: row.disabled_by_user_id, email: disabler?.email ?? null } : null,
      disabledReason: row.disabled_reason,
      orderCount,
    };
  }

  async disable(userId: string, reason: string, by: StaffWrite): Promise<AdminUserDetail> {
    refuseOwnAccount(by.actorId, userId, 'disable');
    const at = this.#now().toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const row = await findUserById(trx, userId);
      if (!row) throw userNotFound();
      if (!(await markDisabled(trx, userId, { at, byUserId: by.actorId, reason }))) {
        throw new AppError(409, 'ACCOUNT_ALREADY_DISABLED', 'This account is already disabled. Reload it to see who disabled it and why.');
      }
      const ended = await deleteSessionsOf(trx, userId);
      const summary = `Disabled ${row.email} (${ended} session${ended === 1 ? '' : 's'} ended): ${reason}`;
      await recordStaffWrite(trx, by, { action: 'account.disabled', entityType: 'user', entityId: userId, summary }, at);
      return this.detail(userId, trx);
    });
  }

  async enable(userId: string, reason: string | undefined, by: StaffWrite): Promise<AdminUserDetail> {
    const at = this.#now().toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const row = await findUserById(trx, userId);
      if (!row) throw userNotFound();
      if (!(await markEnabled(trx, userId))) {
        throw new AppError(409, 'ACCOUNT_NOT_DISABLED', 'This account is not disabled. Reload it to see its current state.');
      }
      const summary = `Enabled ${row.email}${reason ? `: ${reason}` : ''}`;
      await recordStaffWrite(trx, by, { action: 'account.enabled', entityType: 'user', entityId: userId, summary }, at);
      return this.detail(userId, trx);
    });
  }

  /** Grants a partner role; granting one the account holds changes nothing and writes no audit entry. */
  async grantRole(userId: string, roleName: string, by: StaffWrite): Promise<AdminUserDetail> {
    const role = managedPartnerRole(roleName);
    const at = this.#now().toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const row = await findUserById(trx, userId);
      if (!row) throw userNotFound();
      if (row.is_demo) throw new AppError(409, 'DEMO_ACCOUNT', 'A demo account cannot hold a partner role. Invite the partner with their own email instead.');
      if (!(await listRoles(trx, userId)).includes(role)) {
        await addRole(trx, userId, role, at);
        const summary = `Granted ${ROLE_LABELS[role]} to ${row.email}`;
        await recordStaffWrite(trx, by, { action: 'role.granted', entityType: 'user', entityId: userId, summary }, at);
      }
      return this.detail(userId, trx);
    });
  }

  /** Removes a partner role; removing one the account does not hold changes nothing and writes no audit entry. */
  async removeRole(userId: string, roleName: string, by: StaffWrite): Promise<AdminUserDetail> {
    const role = managedPartnerRole(roleName);
    const at = this.#now().toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const row = await findUserById(trx, userId);
      if (!row) throw userNotFound();
      if (await removeRole(trx, userId, role)) {
        const summary = `Removed ${ROLE_LABELS[role]} from ${row.email}`;
        await recordStaffWrite(trx, by, { action: 'role.removed', entityType: 'user', entityId: userId, summary }, at);
      }
      return this.detail(userId, trx);
    });
  }
}
