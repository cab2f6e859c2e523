// GET /api/admin/kpis and /api/admin/kpis.csv: the strategy dashboard's figures for staff (admin, support).
// /api/admin/* is staff-only already (staffArea in app.ts); the read permission is named here too, before validation,
// so a stranger learns nothing about the parameters.
import express from 'express';
import type { Router } from 'express';
import { KpiQuery } from '@common/contracts/admin-kpis';
import type { KpiReport } from '@common/contracts/admin-kpis';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import { kpiCsv, kpiCsvFileName } from './kpis-csv';
import type { KpisService } from './kpis.service';

export function kpiRoutes(deps: { sessions: SessionsService; kpis: KpisService }): Router {
  const router = express.Router();
  const staff = requireStaffPermission(deps.sessions, 'admin.read');

  router.get('/admin/kpis', staff, validate({ query: KpiQuery }), async (req, res) => {
    const body: KpiReport = await deps.kpis.report(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/admin/kpis.csv', staff, validate({ query: KpiQuery }), async (req, res) => {
    const report = await deps.kpis.report(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${kpiCsvFileName(report)}"`);
    res.send(kpiCsv(report));
  });

  return router;
}
