import { PlannedScreen } from '../../../ui/planned-screen';

export function GuardianMarketplacePage() {
  return (
    <PlannedScreen
      title="Shop by Guardian"
      upcoming="Each guardian's products, side by side, are coming soon."
    />
  );
}
