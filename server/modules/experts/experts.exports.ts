// The experts module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ExpertsService } from './experts.service';
export { consultationPaymentSchedule } from './consultation-payments';
export { practitionerOfExpert, practitionersOf } from './practitioners';
// A user's booked consultations soon, as both sides' reminders name them (reminders).
export { clearConsultationNotesOf, upcomingConsultationsOf } from './experts.repository';
export type { UpcomingConsultation } from './experts.repository';
export { availabilityOfExpert, practitionerProfileOf } from './expert-schedules';
export type { PractitionerProfile } from './expert-schedules';
export { consultationsWithClient } from './client-consultations';
export type { ClientConsultation } from './client-consultations';
