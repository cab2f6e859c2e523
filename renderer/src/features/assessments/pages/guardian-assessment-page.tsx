import { PlannedScreen } from '../../../ui/planned-screen';

export function GuardianAssessmentPage() {
  return (
    <PlannedScreen
      title="Guardian Assessment"
      upcoming="The assessment, starting from the guardian you chose, is coming soon."
    />
  );
}
