import { PlannedScreen } from '../../../ui/planned-screen';

export function ShopPage() {
  return (
    <PlannedScreen
      title="Shop"
      upcoming="Your cart and checkout are coming soon."
    />
  );
}
