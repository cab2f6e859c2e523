// GET /api/admin/kpis: the strategy dashboard's KPIs of a range of local days in a time zone, with the previous
// period (admin, support). The CSV of the same range is a plain link to /api/admin/kpis.csv.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKpiEndpoints } from '@common/contracts/admin-kpis';
import { endpointUrl } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export interface KpiSelection {
  from: string;
  to: string;
  tz: string;
}

function kpiParameters(selection: KpiSelection) {
  return { from: selection.from, to: selection.to, compare: 'previous', tz: selection.tz } as const;
}

export function kpisQueryOptions(selection: KpiSelection) {
  return queryOptions({
    ...endpointQuery(adminKpiEndpoints.getAdminKpis, { query: kpiParameters(selection) }),
    // The figures of the range before stay on screen (dimmed) while a new range loads.
    placeholderData: keepPreviousData,
  });
}

export function useKpis(selection: KpiSelection) {
  return useQuery(kpisQueryOptions(selection));
}

export function kpiCsvUrl(selection: KpiSelection): string {
  return endpointUrl(adminKpiEndpoints.getAdminKpisCsv, { query: kpiParameters(selection) });
}
