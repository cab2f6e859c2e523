import { PlannedScreen } from '../../../ui/planned-screen';

export function DebugAdminPage() {
  return <PlannedScreen title="Admin Diagnostics" upcoming="Server, database and provider health for support staff will live here." />;
}
