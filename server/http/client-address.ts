import type { Request } from 'express';

/**
 * The address a request came from: req.ip, which follows X-Forwarded-For only through the proxies `trust proxy`
 * (GUARDIANS_TRUST_PROXY) trusts, so a client cannot pick its own address for rate limits or consent records.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
