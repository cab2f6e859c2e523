// GET /api/experts: experts filtered by profession and guardian focus.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertListResponse, ExpertProfession } from '../../../../../common/contracts/experts';
import type { GuardianId } from '../../../../../common/guardians';

export interface ExpertFilters {
  profession?: ExpertProfession | undefined;
  guardian?: GuardianId | undefined;
  sort?: 'rating' | 'price_asc' | 'price_desc' | 'name' | undefined;
}

export function expertsQueryOptions(filters: ExpertFilters) {
  return queryOptions<ExpertListResponse>({ queryKey: ['/api/experts', { ...filters }] });
}

export function useExperts(filters: ExpertFilters) {
  return useQuery(expertsQueryOptions(filters));
}
