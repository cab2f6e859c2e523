// GET /api/gdpr/export: the latest data export of the signed-in account and when another may be asked for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gdprEndpoints } from '@common/contracts/gdpr';
import { endpointQuery } from '../../../api/query-client';

/** While an export is being prepared the status is asked again this often. */
export const EXPORT_POLL_MS = 2_000;

export const dataExportQueryOptions = queryOptions(endpointQuery(gdprEndpoints.getGdprExport));

export function useDataExport() {
  return useQuery({
    ...dataExportQueryOptions,
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? EXPORT_POLL_MS : false),
  });
}
