// The assessments module's door: what the rest of the server may use of it. Its repositories stay inside.
export { AssessmentClaims } from './assessment-claims';
export { AssessmentsService } from './assessments.service';
export { assessmentSummaryOf } from './assessment-summary';
export type { AssessmentSummary } from './assessment-summary';
export { deleteAssessmentsOf } from './assessments.repository';
