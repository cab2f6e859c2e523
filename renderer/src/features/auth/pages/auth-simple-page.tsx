import { PlannedScreen } from '../../../ui/planned-screen';

export function AuthSimplePage() {
  return (
    <PlannedScreen
      title="Join the Guardian Council"
      upcoming="Signing in or creating an account with your email, or trying the demo, is coming soon."
    />
  );
}
