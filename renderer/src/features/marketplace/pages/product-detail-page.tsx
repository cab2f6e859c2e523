import { PlannedScreen } from '../../../ui/planned-screen';

export function ProductDetailPage() {
  return (
    <PlannedScreen
      title="Product Details"
      upcoming="The description, price, stock and reviews of each product are coming soon."
    />
  );
}
