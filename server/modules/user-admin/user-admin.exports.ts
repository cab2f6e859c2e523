// The user-admin module's door: what the rest of the server may use of it. Its repositories stay inside.
export { UserAdminService } from './user-admin.service';
