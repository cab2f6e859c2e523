// The system module's door: what the rest of the server may use of it. Its repositories stay inside.
export { housekeepingSchedule } from './housekeeping';
