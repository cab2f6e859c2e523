// The community module's door (issue 43): what createApp and the rest of the server may use of it.
export { CommunityService } from './community.service';
export type { CommunityDependencies } from './community.service';
export { communityRoutes } from './community.routes';
