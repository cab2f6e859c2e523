import { PlannedScreen } from '../../../ui/planned-screen';

export function IntelligencePage() {
  return (
    <PlannedScreen
      title="Guardian Intelligence"
      upcoming="Each guardian's optimisation tips for high, medium and low levels are coming soon."
    />
  );
}
