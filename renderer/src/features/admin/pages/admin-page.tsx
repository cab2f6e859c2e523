import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminPage() {
  return <PlannedScreen title="Admin" upcoming="The admin overview will live here." />;
}
