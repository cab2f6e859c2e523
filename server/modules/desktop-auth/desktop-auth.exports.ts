// The desktop-auth module's door: what the rest of the server may use of it. Its repositories stay inside.
export { DesktopAuthService } from './desktop-auth.service';
// The hourly sweep of desktop sign-in codes long past their expiry (system/housekeeping.ts).
export { deleteCodesExpiredBy, deleteDesktopCodesOf } from './desktop-auth.repository';
