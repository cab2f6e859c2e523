import { PlannedScreen } from '../../../ui/planned-screen';

export function AuthNewPage() {
  return (
    <PlannedScreen
      title="Sign In"
      upcoming="Signing in with your Google account is coming soon."
    />
  );
}
