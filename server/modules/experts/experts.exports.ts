// The experts module's door: what the rest of the server may use of it. Its repositories stay inside.
export { ExpertsService, freeSlotsOf } from './experts.service';
