import { PlannedScreen } from '../../../ui/planned-screen';

export function ExpertProfilePage() {
  return (
    <PlannedScreen
      title="Expert Profile"
      upcoming="Each expert's profession, guardian focus, rating, languages and next free slots are coming soon."
    />
  );
}
