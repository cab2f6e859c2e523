import { PlannedScreen } from '../../../ui/planned-screen';

export function FindExpertPage() {
  return (
    <PlannedScreen
      title="Find an Expert"
      upcoming="Ayurvedic practitioners, nutritionists, health coaches and doctors, filtered by profession and guardian, are coming soon."
    />
  );
}
