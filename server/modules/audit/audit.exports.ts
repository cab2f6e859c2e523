// The audit module's door: what the rest of the server may use of it. Its repositories stay inside.
export { recordStaffWrite, staffWrite } from './audit-trail';
export type { StaffWrite } from './audit-trail';
export { AuditService } from './audit.service';
