// GET /api/admin/kpis and /api/admin/kpis.csv: the strategy dashboard's figures for staff (admin, support).
// /api/admin/* is staff-only already (the staff gate in app.ts); the read permission is named here too, before validation,
// so a stranger learns nothing about the parameters.
import type { Router } from 'express';
import { adminKpiEndpoints } from '@common/contracts/admin-kpis';
import type { KpiReport } from '@common/contracts/admin-kpis';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { kpiCsv, kpiCsvFileName } from './kpis-csv';
import type { KpisService } from './kpis.service';

export function kpiRoutes(deps: { declare: DeclareRoutes; kpis: KpisService }): Router {
  const { router, serve } = deps.declare();
  const staff = { staff: 'admin.read' } as const;

  serve(adminKpiEndpoints.getAdminKpis, { caller: staff }, async ({ req, res }) => {
    const body: KpiReport = await deps.kpis.report(req.query);
    res.json(body);
  });

  serve(adminKpiEndpoints.getAdminKpisCsv, { caller: staff }, async ({ req, res }) => {
    const report = await deps.kpis.report(req.query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${kpiCsvFileName(report)}"`);
    res.send(kpiCsv(report));
  });

  return router;
}
