import { PlannedScreen } from '../../../ui/planned-screen';

export function MarketplaceAssessmentPage() {
  return (
    <PlannedScreen
      title="Products for Your Assessment"
      upcoming="Products for the guardians your latest assessment says need the most support are coming soon."
    />
  );
}
