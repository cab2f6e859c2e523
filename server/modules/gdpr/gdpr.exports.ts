// The gdpr module's door: what the rest of the server may use of it. Its repositories stay inside.
export { GdprService } from './gdpr.service';
export { sweepDataRequests } from './data-request-sweep';
