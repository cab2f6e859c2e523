import { PlannedScreen } from '../../../ui/planned-screen';

export function ApiTestPage() {
  return <PlannedScreen title="API Test" upcoming="A console for checking the storefront's API endpoints will live here." />;
}
