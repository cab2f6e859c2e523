import { PlannedScreen } from '../../../ui/planned-screen';

export function TermsPage() {
  return (
    <PlannedScreen
      title="Terms of Service"
      upcoming="The terms that govern your use of Guardians will be published here."
    />
  );
}
