import { PlannedScreen } from '../../../ui/planned-screen';

export function ScientificKnowledgePage() {
  return (
    <PlannedScreen
      title="Scientific Knowledge"
      upcoming="The science behind each guardian (body system, key nutrients, common challenges and benefits) is coming soon."
    />
  );
}
