import { PlannedScreen } from '../../../ui/planned-screen';

export function VoiceTestPage() {
  return <PlannedScreen title="Guardian Voice Test" upcoming="Listening to each guardian's voice over HTTP or a live stream will be possible here." />;
}
