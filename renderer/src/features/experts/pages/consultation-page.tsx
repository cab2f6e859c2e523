import { PlannedScreen } from '../../../ui/planned-screen';

export function ConsultationPage() {
  return (
    <PlannedScreen
      title="Book a Consultation"
      upcoming="Booking a slot with an expert, and cancelling or moving it, is coming soon."
    />
  );
}
