import { PlannedScreen } from '../../../ui/planned-screen';

export function PrivacyPage() {
  return (
    <PlannedScreen
      title="Privacy Policy"
      upcoming="How Guardians collects, uses and protects your health and account data will be published here."
    />
  );
}
