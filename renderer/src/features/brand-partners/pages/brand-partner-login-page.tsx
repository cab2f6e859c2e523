import { PlannedScreen } from '../../../ui/planned-screen';

export function BrandPartnerLoginPage() {
  return (
    <PlannedScreen
      title="Brand Partner Sign In"
      upcoming="Brand partners will sign in here to submit products for review."
    />
  );
}
