import { PlannedScreen } from '../../../ui/planned-screen';

export function VerticalFluidityDemoPage() {
  return (
    <PlannedScreen
      title="Vertical Fluidity Demo"
      upcoming="A showcase of how the guardian layouts flow from a phone to a wide desktop window will live here."
    />
  );
}
