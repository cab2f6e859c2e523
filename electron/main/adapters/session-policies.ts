// Installs the CSP and permission decisions of security/ on the default session, which the window uses.
import { session } from 'electron';
import { withContentSecurityPolicy } from '../security/csp';
import { isPermissionGranted } from '../security/permissions';

export function installSessionPolicies(appOrigin: string): void {
  const target = session.defaultSession;
  target.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.url, details.responseHeaders, appOrigin) });
  });
  target.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, appOrigin));
  });
  target.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionGranted(permission, requestingOrigin, appOrigin));
}
