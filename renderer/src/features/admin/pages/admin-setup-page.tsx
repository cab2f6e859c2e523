import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminSetupPage() {
  return (
    <PlannedScreen
      title="Admin Setup"
      upcoming="Creating the first admin with the one-time setup token is coming soon."
    />
  );
}
