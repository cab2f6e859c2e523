import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminStrategyDashboardPage() {
  return <PlannedScreen title="Strategy Dashboard" upcoming="Sales, engagement and assessment figures for the business will live here." />;
}
