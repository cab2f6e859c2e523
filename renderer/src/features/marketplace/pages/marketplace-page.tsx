import { PlannedScreen } from '../../../ui/planned-screen';

export function MarketplacePage() {
  return (
    <PlannedScreen
      title="Marketplace"
      upcoming="Supplements and wellness products chosen by the guardians, with filters, search and deals, are coming soon."
    />
  );
}
