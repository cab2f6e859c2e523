// The tracking module's door: what the rest of the server may use of it. Its repositories stay inside.
export { TrackingService } from './tracking.service';
export { deleteTrackingOf } from './tracking.repository';
