import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminLoginPage() {
  return (
    <PlannedScreen
      title="Admin Sign In"
      upcoming="Admins will sign in here soon."
    />
  );
}
