import { PlannedScreen } from '../../../ui/planned-screen';

export function PartnerLoginPage() {
  return (
    <PlannedScreen
      title="Partner Sign In"
      upcoming="Practitioners and labs will sign in here soon."
    />
  );
}
