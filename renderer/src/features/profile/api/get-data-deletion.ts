// GET /api/gdpr/deletion: the latest deletion request of the signed-in account (cancelled by signing in again, or by them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gdprEndpoints } from '@common/contracts/gdpr';
import { endpointQuery } from '../../../api/query-client';

export const dataDeletionQueryOptions = queryOptions(endpointQuery(gdprEndpoints.getGdprDeletion));

export function useDataDeletion() {
  return useQuery(dataDeletionQueryOptions);
}
