// /api/admin/home, /api/admin/audit and /api/admin/system. Every /api/admin/* path is already staff-only (the staff gate
// mounted in app.ts before any module); these reads need the 'admin.read' permission on top, for clarity.
import type { Router } from 'express';
import { adminEndpoints } from '@common/contracts/admin';
import type { AdminHome, AuditPage, SystemStatus } from '@common/contracts/admin';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { AuditService } from '../audit/audit.exports';
import type { AdminService } from './admin.service';

export function adminRoutes(deps: { declare: DeclareRoutes; admin: AdminService; audit: AuditService }): Router {
  const { router, serve } = deps.declare();
  const { admin, audit } = deps;

  serve(adminEndpoints.getAdminHome, { caller: { staff: 'admin.read' } }, async ({ res }) => {
    const body: AdminHome = await admin.home();
    res.json(body);
  });

  serve(adminEndpoints.getAdminAudit, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: AuditPage = await audit.page(req.query);
    res.json(body);
  });

  serve(adminEndpoints.getAdminSystem, { caller: { staff: 'admin.read' } }, async ({ res }) => {
    const body: SystemStatus = await admin.system();
    res.json(body);
  });

  return router;
}
