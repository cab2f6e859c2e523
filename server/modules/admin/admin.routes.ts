// /api/admin/home, /api/admin/audit and /api/admin/system. Every /api/admin/* path is already staff-only (staffArea,
// mounted in app.ts before any module); these reads need the 'admin.read' permission on top, for clarity.
import express from 'express';
import type { RequestHandler, Router } from 'express';
import { AuditQuery } from '@common/contracts/admin';
import type { AdminHome, AuditPage, SystemStatus } from '@common/contracts/admin';
import { validate } from '../../http/validate';
import type { AuditService } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import { requireStaffPermission } from './admin-access';
import type { AdminService } from './admin.service';

/** Mounted at /api/admin: nobody but staff reaches any admin endpoint, whatever module defines it. */
export function staffArea(sessions: Pick<SessionsService, 'requireRole'>): RequestHandler {
  return requireStaffPermission(sessions, 'admin.read');
}

export function adminRoutes(deps: { sessions: SessionsService; admin: AdminService; audit: AuditService }): Router {
  const router = express.Router();
  const { sessions, admin, audit } = deps;
  // Checked before validation, so a stranger learns nothing about the filters.
  router.use(['/admin/home', '/admin/audit', '/admin/system'], requireStaffPermission(sessions, 'admin.read'));

  router.get('/admin/home', async (_req, res) => {
    const body: AdminHome = await admin.home();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/admin/audit', validate({ query: AuditQuery }), async (req, res) => {
    const body: AuditPage = await audit.page(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/admin/system', async (_req, res) => {
    const body: SystemStatus = await admin.system();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
