import { PlannedScreen } from '../../../ui/planned-screen';

export function WellnessStorytellerPage() {
  return (
    <PlannedScreen
      title="Vitamin D Wellness Journey"
      upcoming="Six stories about Vitamin D and the guardians, where you can save a reflection and earn reward coins, are coming soon."
    />
  );
}
