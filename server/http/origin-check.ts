// CSRF defence for cookie sessions, beside SameSite=Lax: a write that a browser sends from another site is refused.
//
// Rule: a POST, PUT, PATCH or DELETE under /api whose Origin header (or, when a browser omits it, the origin of its
// Referer) is neither this server's own origin nor one of GUARDIANS_ALLOWED_ORIGINS answers 403 BAD_ORIGIN. The
// opaque origin "null" (sandboxed frames, file: pages) never matches. It also guards sign-in and sign-up, which carry
// no cookie yet, so another site cannot sign a visitor into an account of its choosing (login CSRF).
// The own origin is GUARDIANS_PUBLIC_ORIGIN; without it, the scheme and Host the request addressed, believed only for
// loopback names and GUARDIANS_ALLOWED_HOSTS: another site can point its own name at this server (DNS rebinding), and
// its page then sends a matching Origin and Host.
// A write with neither header passes: browsers send Origin on every cross-site POST (and on same-origin ones too),
// so such a request comes from a non-browser client (curl, tests, the desktop shell) that cookies cannot be forged
// for in the first place.
import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4 } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from './app-error';

/** How the server knows its own origin. */
export interface OwnOriginPolicy {
  publicOrigin?: string | undefined;
  /** Host names, as URLs spell them, whose Host header is believed besides loopback ones. */
  allowedHosts: readonly string[];
}

/** Unknown host names logged, at most, so a flood of made-up names cannot flood the log. */
const MAX_LOGGED_HOSTS = 100;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Where the request says it comes from: Origin, else Referer; null when it says nothing. */
function claimedOrigin(headers: IncomingHttpHeaders): string | null | undefined {
  const origin = headers.origin;
  if (origin !== undefined) return origin === 'null' ? undefined : (originOf(origin) ?? undefined);
  const referer = headers.referer;
  if (referer !== undefined) return originOf(referer);
  return null;
}

/** A name only this machine answers to: a page there is local, no other site can stand behind it. */
export function isLoopbackHostName(hostName: string): boolean {
  const name = hostName.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '[::1]') return true;
  return isIPv4(name) && name.startsWith('127.');
}

/**
 * This server's origin for a request that addressed `host` over `protocol`: the public origin when configured; else
 * the addressed one when its name is loopback or allowed; else undefined, as another site's name may be behind it.
 */
export function ownOriginOf(protocol: string, host: string | undefined, policy: OwnOriginPolicy): string | undefined {
  if (policy.publicOrigin) return policy.publicOrigin;
  if (!host) return undefined;
  let addressed: URL;
  try {
    addressed = new URL(`${protocol}://${host}`);
  } catch {
    return undefined;
  }
  const believed = isLoopbackHostName(addressed.hostname) || policy.allowedHosts.includes(addressed.hostname);
  return believed ? addressed.origin : undefined;
}

/**
 * The rule above for any request: true when it names an origin that is neither `ownOrigin` (undefined: none is
 * known) nor allowed. Also used by the WebSocket upgrade of /ws/voice, which browsers send with Origin (and which
 * cookies authenticate).
 */
export function comesFromAnotherSite(headers: IncomingHttpHeaders, ownOrigin: string | undefined, allowedOrigins: ReadonlySet<string>): boolean {
  const claimed = claimedOrigin(headers);
  if (claimed === null) return false;
  return claimed === undefined || (claimed !== ownOrigin && !allowedOrigins.has(claimed));
}

/** Tells the operator, once per name, which Host a browser's write named that the server does not believe. */
export function unknownHostReporter(logger: Logger | undefined): (host: string | undefined) => void {
  const reported = new Set<string>();
  return (host) => {
    const name = host ?? '';
    if (!logger || reported.has(name) || reported.size >= MAX_LOGGED_HOSTS) return;
    reported.add(name);
    logger.warn(
      { host: name },
      'Refused a browser write addressed to a host name this server does not know; if the store is served under it, add it to GUARDIANS_ALLOWED_HOSTS or set GUARDIANS_PUBLIC_ORIGIN',
    );
  };
}

export function refuseCrossSiteWrites(options: OwnOriginPolicy & { allowedOrigins: readonly string[]; logger?: Logger | undefined }): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  const reportUnknownHost = unknownHostReporter(options.logger);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // req.protocol and req.host follow X-Forwarded-* only from proxies that `trust proxy` trusts, none by default.
    const ownOrigin = ownOriginOf(req.protocol, req.host, options);
    if (!comesFromAnotherSite(req.headers, ownOrigin, allowed)) return next();
    if (ownOrigin === undefined) reportUnknownHost(req.host);
    throw new AppError(403, 'BAD_ORIGIN', 'This request came from another website and was refused. Open the store at its own address and try again.');
  };
}
