// GET/POST /api/care/medicines and DELETE /api/care/medicines/{id}: the customer's own list of medicines.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MedicineListResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';
import { endpointQuery } from '../../../api/query-client';

export const medicinesQueryOptions = queryOptions(endpointQuery(protocolEndpoints.getCareMedicines));

export function useMedicines() {
  return useQuery(medicinesQueryOptions);
}

export function addMedicine(api: ApiClient, name: string): Promise<MedicineListResponse> {
  return api.call(protocolEndpoints.postCareMedicines, { body: { name } });
}

export function removeMedicine(api: ApiClient, medicineId: string): Promise<MedicineListResponse> {
  return api.call(protocolEndpoints.deleteCareMedicinesById, { params: { id: medicineId } });
}
