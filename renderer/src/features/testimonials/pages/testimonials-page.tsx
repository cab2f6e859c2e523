import { PlannedScreen } from '../../../ui/planned-screen';

export function TestimonialsPage() {
  return (
    <PlannedScreen
      title="Testimonials"
      upcoming="Stories from customers, filtered by guardian, are coming soon."
    />
  );
}
