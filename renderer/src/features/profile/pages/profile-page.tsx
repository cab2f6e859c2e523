import { PlannedScreen } from '../../../ui/planned-screen';

export function ProfilePage() {
  return (
    <PlannedScreen
      title="My Nutrition Profile"
      upcoming="Your account, wallet balance and rewards, and links to your assessments are coming soon."
    />
  );
}
