import { PlannedScreen } from '../../../ui/planned-screen';

export function BasicAssessmentPage() {
  return (
    <PlannedScreen
      title="Quick Guardian Assessment"
      upcoming="About ten questions, one at a time, that reveal your primary and secondary guardian, are coming soon."
    />
  );
}
