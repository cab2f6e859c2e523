import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminProductVerificationPage() {
  return (
    <PlannedScreen
      title="Product Verification"
      upcoming="Reviewing brand-partner products before they reach the storefront is coming soon."
    />
  );
}
