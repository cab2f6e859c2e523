// The practice module's door: what the rest of the server may use of it. Its repositories stay inside.
export { PracticeService } from './practice.service';
export { deleteChartNotesAbout } from './practice.repository';
