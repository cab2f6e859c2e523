import { PlannedScreen } from '../../../ui/planned-screen';

export function AuthSuccessPage() {
  return (
    <PlannedScreen
      title="You Are Signed In"
      upcoming="After signing in you will pass through here on the way to your profile."
    />
  );
}
