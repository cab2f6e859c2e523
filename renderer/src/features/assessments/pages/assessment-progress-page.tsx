import { PlannedScreen } from '../../../ui/planned-screen';

export function AssessmentProgressPage() {
  return (
    <PlannedScreen
      title="Assessment Progress"
      upcoming="Your guardian scores and Vitamin D metrics over time, compared assessment by assessment, are coming soon."
    />
  );
}
