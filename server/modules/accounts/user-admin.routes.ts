// /api/admin/users (issue 16). Staff reach it (the staff gate in app.ts); writes need 'accounts.manage' or 'roles.manage'
// (admins only, STAFF_PERMISSIONS), checked before validation so support learns nothing from a body.
import type { Router } from 'express';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { AdminUserPage, AdminUserResponse } from '@common/contracts/admin-users';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { staffWrite } from '../audit/audit.exports';
import type { UserAdminService } from './user-admin.service';

export function userAdminRoutes(deps: { declare: DeclareRoutes; userAdmin: UserAdminService }): Router {
  const { router, serve } = deps.declare();
  const { userAdmin } = deps;

  serve(adminUserEndpoints.getAdminUsers, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: AdminUserPage = await userAdmin.search(req.query);
    res.json(body);
  });

  serve(adminUserEndpoints.getAdminUsersById, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: AdminUserResponse = { user: await userAdmin.detail(req.params.id) };
    res.json(body);
  });

  serve(adminUserEndpoints.postAdminUsersByIdDisable, { caller: { staff: 'accounts.manage' } }, async ({ req, res, user }) => {
    const body: AdminUserResponse = { user: await userAdmin.disable(req.params.id, req.body.reason, staffWrite(req, user)) };
    res.json(body);
  });

  serve(adminUserEndpoints.postAdminUsersByIdEnable, { caller: { staff: 'accounts.manage' } }, async ({ req, res, user }) => {
    const body: AdminUserResponse = { user: await userAdmin.enable(req.params.id, req.body.reason, staffWrite(req, user)) };
    res.json(body);
  });

  serve(adminUserEndpoints.putAdminUsersByIdRolesByRole, { caller: { staff: 'roles.manage' } }, async ({ req, res, user }) => {
    const body: AdminUserResponse = { user: await userAdmin.grantRole(req.params.id, req.params.role, staffWrite(req, user)) };
    res.json(body);
  });

  serve(adminUserEndpoints.deleteAdminUsersByIdRolesByRole, { caller: { staff: 'roles.manage' } }, async ({ req, res, user }) => {
    const body: AdminUserResponse = { user: await userAdmin.removeRole(req.params.id, req.params.role, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
