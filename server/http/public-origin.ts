// The origin a mailed link is built on. GUARDIANS_PUBLIC_ORIGIN when set; otherwise the request's own origin, but only
// when its host is one the store is served under (GUARDIANS_ALLOWED_HOSTS) or this machine (development): a link
// built from whatever Host header a stranger sends would carry a reset token to the stranger's site.
import type { Request } from 'express';
import type { AccountSettings } from '../config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function linkOrigin(
  req: Pick<Request, 'protocol' | 'hostname' | 'host'>,
  settings: Pick<AccountSettings, 'publicOrigin' | 'allowedHosts'>,
): string | undefined {
  if (settings.publicOrigin) return settings.publicOrigin;
  const hostname = req.hostname.toLowerCase();
  const allowed = settings.allowedHosts.some((host) => host.toLowerCase() === hostname) || LOOPBACK_HOSTS.has(hostname);
  return allowed ? `${req.protocol}://${req.host}` : undefined;
}
