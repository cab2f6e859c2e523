// The server side of STAFF_PERMISSIONS (common/contracts/admin.ts): every /api/admin/* path needs a staff role, and
// each write names the permission it needs, so what support may not do is decided in that one table.
import type { RequestHandler } from 'express';
import { STAFF_PERMISSIONS } from '@common/contracts/admin';
import type { StaffPermission } from '@common/contracts/admin';
import type { SessionsService } from '../sessions/sessions.exports';

/** 401 signed out, 403 FORBIDDEN without a role holding the permission. */
export function requireStaffPermission(sessions: Pick<SessionsService, 'requireRole'>, permission: StaffPermission): RequestHandler {
  return sessions.requireRole(...STAFF_PERMISSIONS[permission]);
}
