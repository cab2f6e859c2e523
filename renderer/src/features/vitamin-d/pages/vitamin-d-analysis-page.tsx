import { PlannedScreen } from '../../../ui/planned-screen';

export function VitaminDAnalysisPage() {
  return (
    <PlannedScreen
      title="Vitamin D Quantum Network Analysis"
      upcoming="Your resonance, coherence, pathway and integration scores, computed from your latest Guardian Assessment, are coming soon."
    />
  );
}
