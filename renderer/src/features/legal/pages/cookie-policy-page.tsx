import { PlannedScreen } from '../../../ui/planned-screen';

export function CookiePolicyPage() {
  return (
    <PlannedScreen
      title="Cookie Policy"
      upcoming="Which cookies Guardians sets, and how to change your consent, will be published here."
    />
  );
}
