// CSRF defence for cookie sessions, beside SameSite=Lax: a write that a browser sends from another site is refused.
//
// Rule: a POST, PUT, PATCH or DELETE under /api whose Origin header (or, when a browser omits it, the origin of its
// Referer) is neither this server's own origin nor one of GUARDIANS_ALLOWED_ORIGINS answers 403 BAD_ORIGIN. The
// opaque origin "null" (sandboxed frames, file: pages) never matches. It also guards sign-in and sign-up, which carry
// no cookie yet, so another site cannot sign a visitor into an account of its choosing (login CSRF).
// A write with neither header passes: browsers send Origin on every cross-site POST (and on same-origin ones too),
// so such a request comes from a non-browser client (curl, tests, the desktop shell) that cookies cannot be forged
// for in the first place.
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

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

/**
 * The rule above for any request: true when it names an origin that is neither `ownOrigin` nor allowed. Also used
 * by the WebSocket upgrade of /ws/voice, which browsers send with Origin (and which cookies authenticate).
 */
export function comesFromAnotherSite(headers: IncomingHttpHeaders, ownOrigin: string, allowedOrigins: ReadonlySet<string>): boolean {
  const claimed = claimedOrigin(headers);
  if (claimed === null) return false;
  return claimed === undefined || (claimed !== ownOrigin && !allowedOrigins.has(claimed));
}

export function refuseCrossSiteWrites(options: { allowedOrigins: readonly string[]; publicOrigin?: string | undefined }): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // The configured public origin when there is one; otherwise the Host the browser addressed (req.protocol and
    // req.host follow X-Forwarded-* only from proxies that `trust proxy` trusts, which is none by default).
    const ownOrigin = options.publicOrigin ?? `${req.protocol}://${req.host}`;
    if (!comesFromAnotherSite(req.headers, ownOrigin, allowed)) return next();
    throw new AppError(403, 'BAD_ORIGIN', 'This request came from another website and was refused. Open the store at its own address and try again.');
  };
}
