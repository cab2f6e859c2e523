import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminKnowledgePage() {
  return <PlannedScreen title="Guardian Knowledge Base" upcoming="Entries that ground the guardians' chat answers will be edited here." />;
}
