// The care module's door: what the rest of the server may use of it. Its repositories stay inside.
export { CareService, careError, consentRequired } from './care.service';
export { logClientRead, sharedWith } from './client-access';
export { deleteAccessLogAndInvitationsOf, withdrawConsentsOf } from './care.repository';
