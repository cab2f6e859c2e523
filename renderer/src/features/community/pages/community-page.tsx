import { PlannedScreen } from '../../../ui/planned-screen';

export function CommunityPage() {
  return <PlannedScreen title="Guardian Community" upcoming="A place to share progress with other members of the Guardian Council will live here." />;
}
