// The labs module's door: what the rest of the server may use of it. Its repositories stay inside.
export { LabsService } from './labs.service';
export { deleteLabDataOf } from './labs.repository';
export { openLab } from './lab-queue';
export { moveLabReportsOutOfDatabase } from './lab-report-files';
