// The community module's door (issue 43): what createApp and the rest of the server may use of it.
export { CommunityService } from './community.service';
export type { CommunityDependencies } from './community.service';
export { communityRoutes } from './community.routes';
// The member's part of a GDPR export and of an account's erasure (server/flows/erase-account.ts).
export { communityDataForExport, eraseCommunityMember } from './community-privacy';
// Its notifications by mail, a schedule createApp puts on the job queue.
export { communityMailSchedule } from './community-mails';
