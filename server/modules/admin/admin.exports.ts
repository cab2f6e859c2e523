// The admin module's door: what the rest of the server may use of it. Its repositories stay inside.
export { AdminService } from './admin.service';
export { ServerErrorLog } from './server-errors';
