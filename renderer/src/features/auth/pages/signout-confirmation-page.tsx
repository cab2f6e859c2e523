import { PlannedScreen } from '../../../ui/planned-screen';

export function SignoutConfirmationPage() {
  return (
    <PlannedScreen
      title="You Are Signed Out"
      upcoming="Confirmation that your session has ended is coming soon."
    />
  );
}
