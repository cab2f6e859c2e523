// The partner-invitations module's door: what the rest of the server may use of it. Its repositories stay inside.
export { PartnerInvitationsService } from './partner-invitations.service';
