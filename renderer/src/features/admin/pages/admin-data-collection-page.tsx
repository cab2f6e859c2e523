import { PlannedScreen } from '../../../ui/planned-screen';

export function AdminDataCollectionPage() {
  return <PlannedScreen title="Data Collection" upcoming="Consent records and collected data, with exports, will live here." />;
}
