import { useLoaderData } from 'react-router';
import { PlannedScreen } from '../../../ui/planned-screen';

/** Set by the route table: which professional this dashboard serves. */
export interface PartnerDashboardData {
  profession: string;
}

export function PartnerDashboardPage() {
  const { profession } = useLoaderData() as PartnerDashboardData;
  return <PlannedScreen title={`${profession} Dashboard`} upcoming="Your clients, consultations, protocols, lab orders and results will live here." />;
}
