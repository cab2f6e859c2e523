// The admin-setup module's door: what the rest of the server may use of it. Its repositories stay inside.
export { AdminSetupService, announceAdminSetupToken } from './admin-setup.service';
