import { PlannedScreen } from '../../../ui/planned-screen';

export function LandingPreviewPage() {
  return (
    <PlannedScreen
      title="Landing Preview"
      upcoming="A full-page preview of the guardian landing, with the marketplace, experts and flash-sale sections, is coming soon."
    />
  );
}
