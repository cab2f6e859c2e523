// GET/POST /api/care/medicines and DELETE /api/care/medicines/{id}: the customer's own list of medicines.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MedicineListResponse } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';
import { jsonQueryFn } from '../../../api/query-client';

export const medicinesQueryOptions = queryOptions({ queryKey: ['/api/care/medicines'] as const, queryFn: jsonQueryFn(MedicineListResponse) });

export function useMedicines() {
  return useQuery(medicinesQueryOptions);
}

export function addMedicine(api: ApiClient, name: string): Promise<MedicineListResponse> {
  return api.json(MedicineListResponse, 'POST', '/api/care/medicines', { name });
}

export function removeMedicine(api: ApiClient, medicineId: string): Promise<MedicineListResponse> {
  return api.json(MedicineListResponse, 'DELETE', `/api/care/medicines/${encodeURIComponent(medicineId)}`);
}
