// /api/admin/users (issue 16). Staff reach it (staffArea in app.ts); writes need 'accounts.manage' or 'roles.manage'
// (admins only, STAFF_PERMISSIONS), checked before validation so support learns nothing from a body.
import express from 'express';
import type { Router } from 'express';
import { AccountDisableRequest, AccountEnableRequest, AdminUserParams, AdminUserQuery, AdminUserRoleParams } from '@common/contracts/admin-users';
import type { AdminUserPage, AdminUserResponse } from '@common/contracts/admin-users';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { UserAdminService } from './user-admin.service';

export function userAdminRoutes(deps: { sessions: SessionsService; userAdmin: UserAdminService }): Router {
  const router = express.Router();
  const { sessions, userAdmin } = deps;
  const mayRead = requireStaffPermission(sessions, 'admin.read');
  const mayManageAccounts = requireStaffPermission(sessions, 'accounts.manage');
  const mayManageRoles = requireStaffPermission(sessions, 'roles.manage');
  router.use('/admin/users', mayRead, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/admin/users', validate({ query: AdminUserQuery }), async (req, res) => {
    const body: AdminUserPage = await userAdmin.search(req.query);
    res.json(body);
  });

  router.get('/admin/users/:id', validate({ params: AdminUserParams }), async (req, res) => {
    const body: AdminUserResponse = { user: await userAdmin.detail(req.params.id) };
    res.json(body);
  });

  router.post('/admin/users/:id/disable', mayManageAccounts, validate({ params: AdminUserParams, body: AccountDisableRequest }), async (req, res) => {
    const by = staffWrite(req, await sessions.user(req, res));
    const body: AdminUserResponse = { user: await userAdmin.disable(req.params.id, (req.body as AccountDisableRequest).reason, by) };
    res.json(body);
  });

  router.post('/admin/users/:id/enable', mayManageAccounts, validate({ params: AdminUserParams, body: AccountEnableRequest }), async (req, res) => {
    const by = staffWrite(req, await sessions.user(req, res));
    const body: AdminUserResponse = { user: await userAdmin.enable(req.params.id, (req.body as AccountEnableRequest).reason, by) };
    res.json(body);
  });

  router.put('/admin/users/:id/roles/:role', mayManageRoles, validate({ params: AdminUserRoleParams }), async (req, res) => {
    const by = staffWrite(req, await sessions.user(req, res));
    const body: AdminUserResponse = { user: await userAdmin.grantRole(req.params.id, req.params.role, by) };
    res.json(body);
  });

  router.delete('/admin/users/:id/roles/:role', mayManageRoles, validate({ params: AdminUserRoleParams }), async (req, res) => {
    const by = staffWrite(req, await sessions.user(req, res));
    const body: AdminUserResponse = { user: await userAdmin.removeRole(req.params.id, req.params.role, by) };
    res.json(body);
  });

  return router;
}
