import { PlannedScreen } from '../../../ui/planned-screen';

export function AuthErrorPage() {
  return (
    <PlannedScreen
      title="Sign-in Problem"
      upcoming="What went wrong during sign-in, and how to fix it, will be explained here."
    />
  );
}
