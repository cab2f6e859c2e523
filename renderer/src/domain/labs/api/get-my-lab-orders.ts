// GET /api/care/lab-orders: the signed-in customer's lab orders with status, results and the report link.
// Shared by /profile (Lab tests), /vitamin-d-analysis (latest measured value) and /assessment-progress (trend).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { labEndpoints } from '@common/contracts/labs';
import type { LabObservation, LabOrder } from '@common/contracts/labs';
import { endpointQueryFn } from '../../../api/query-client';
import { useSession } from '../../../identity/session-context';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';

export const myLabOrdersQueryOptions = queryOptions({
  queryKey: [CUSTOMER_READ_PATHS.myLabOrders] as const,
  queryFn: endpointQueryFn(labEndpoints.getCareLabOrders, { on401: 'returnNull' }),
});

/** Asked only once someone is signed in: the public pages that show a lab value must not ask for it signed out. */
export function useMyLabOrders() {
  const session = useSession();
  return useQuery({ ...myLabOrdersQueryOptions, enabled: session.user !== null });
}

/** Every 25(OH)D value of the orders, oldest first, as a trend reads. */
export function vitaminDValues(orders: readonly LabOrder[]): LabObservation[] {
  return orders
    .flatMap((order) => (order.status === 'resulted' ? order.observations : []))
    .filter((observation) => observation.code === '62292-8')
    .sort((a, b) => Date.parse(a.observedAt) - Date.parse(b.observedAt));
}

export function latestVitaminD(orders: readonly LabOrder[]): LabObservation | undefined {
  return vitaminDValues(orders).at(-1);
}
