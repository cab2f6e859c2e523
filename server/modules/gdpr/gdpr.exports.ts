// The gdpr module's door: what the rest of the server may use of it. Its repositories stay inside.
export { GdprService } from './gdpr.service';
export { sweepDataRequests } from './data-request-sweep';
export type { AccountEraser } from './account-deletion';
export type { DataRequestSweep } from './data-request-sweep';
export { retireExportsOf } from './gdpr.repository';
export { ERASED_NAME, erasedEmail } from './personal-data.repository';
export { moveExportsOutOfDatabase } from './data-exports';
