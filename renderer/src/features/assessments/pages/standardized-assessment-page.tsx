import { PlannedScreen } from '../../../ui/planned-screen';

export function StandardizedAssessmentPage() {
  return (
    <PlannedScreen
      title="Standardized Guardian Assessment"
      upcoming="About twenty-five weighted questions that score all five guardians are coming soon."
    />
  );
}
