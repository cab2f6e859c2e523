// Answers of public reads that change rarely (catalog, guardians, habits, testimonials, question banks), serialised
// once and served as bytes — with an ETag for 304s and brotli/gzip copies made once — until a write that changes them
// invalidates the cache, or the TTL ends (the safety net when another instance made the write).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

export interface CachedAnswer {
  json: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface ReadCacheOptions {
  /** How long an answer is served without asking the database again (another instance may have written). */
  ttlMs: number;
  /** Bounds memory whatever queries arrive: the oldest answer goes first. */
  maxEntries?: number;
  now?: () => number;
  /** Called by invalidate(): tells the other instances (the ChangeBus), so they clear theirs within a moment. */
  onInvalidate?: () => void;
}

interface Entry {
  expiresAt: number;
  answer: CachedAnswer;
}

/** Bytes sent many times as they are (an answer, a drawn page): their strong ETag and compressed copies, made once. */
export interface KeptBytes {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export async function keepBytes(body: Buffer): Promise<KeptBytes> {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (body.length < COMPRESS_FROM_BYTES) return { body, etag };
  const [br, gz] = await Promise.all([brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(body, { level: 9 })]);
  return { body, etag, br, gzip: gz };
}

export async function toCachedAnswer(body: unknown): Promise<CachedAnswer> {
  const { body: json, ...kept } = await keepBytes(Buffer.from(JSON.stringify(body)));
  return { json, ...kept };
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The same answers by the exact URL of the GET that was answered with them (path and raw query), so the next
   * identical request is served before routing and validation (servePublicReadsByUrl). Cleared with the entries.
   */
  private readonly byUrl = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by every invalidation: an answer computed across one is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** The cached answer under `key`, or `read()`'s, computed once however many requests ask at the same time. */
  async answer(key: string, read: () => Promise<unknown>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.answer;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

    const generation = this.generation;
    const computing = (async () => {
      const answer = await toCachedAnswer(await read());
      if (generation === this.generation) this.store(key, answer);
      return answer;
    })();
    this.pending.set(key, computing);
    try {
      return await computing;
    } finally {
      if (this.pending.get(key) === computing) this.pending.delete(key);
    }
  }

  /**
   * answer(), and remembers it under the request's exact URL too when nothing invalidated the cache meanwhile. Only for
   * a URL whose every part was validated on the way here: the next identical URL skips that validation.
   */
  async answerForUrl(url: string, key: string, read: () => Promise<unknown>): Promise<CachedAnswer> {
    const generation = this.generation;
    const answer = await this.answer(key, read);
    if (generation === this.generation) this.keep(this.byUrl, url, answer);
    return answer;
  }

  /** The answer kept for exactly this URL, while fresh. */
  forUrl(url: string): CachedAnswer | undefined {
    const entry = this.byUrl.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.answer;
    this.byUrl.delete(url);
    return undefined;
  }

  /** After any write that changes what these reads answer (a product approved or withdrawn, an admin edit). */
  invalidate(): void {
    this.clearAnnounced();
    this.options.onInvalidate?.();
  }

  /** Another instance announced such a write (or the announcements were missed): clears without announcing again. */
  clearAnnounced(): void {
    this.generation += 1;
    this.entries.clear();
    this.byUrl.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, answer: CachedAnswer): void {
    this.keep(this.entries, key, answer);
  }

  private keep(map: Map<string, Entry>, key: string, answer: CachedAnswer): void {
    map.delete(key);
    map.set(key, { answer, expiresAt: this.now() + this.options.ttlMs });
    while (map.size > this.maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }
}

/** What sending a cached answer reads of the request, whatever its validated params and query. */
export type CachedAnswerRequest = Pick<Request, 'fresh' | 'acceptsEncodings' | 'originalUrl' | 'method'>;

/**
 * Sends a cached answer: 304 when the browser holds the same ETag, else the best encoding it accepts. Browsers
 * revalidate every time (no-cache), so a change is seen at once. The bytes and their headers are known, so they are
 * written as they are, without Express's res.send (which would look the type up, hash the body and check freshness
 * again on every request).
 */
export function sendCachedAnswer(req: CachedAnswerRequest, res: Response, answer: CachedAnswer): void {
  sendKeptBytes(req, res, { body: answer.json, etag: answer.etag, br: answer.br, gzip: answer.gzip }, 'application/json; charset=utf-8');
}

/** Kept bytes of any type, sent as sendCachedAnswer sends an answer (a product page drawn by the server: web-app.ts). */
export function sendKeptBytes(req: CachedAnswerRequest, res: Response, kept: KeptBytes, contentType: string): void {
  res.setHeader('ETag', kept.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', contentType);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // Our preference, brotli then gzip, whatever order the browser lists them in.
  const encoding = kept.br && req.acceptsEncodings('br') === 'br' ? 'br' : kept.gzip && req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
  const body = (encoding === 'br' ? kept.br : encoding === 'gzip' ? kept.gzip : undefined) ?? kept.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The cached answer under `key` (or `read()`'s), sent as sendCachedAnswer does. */
export async function sendPublicRead(req: CachedAnswerRequest, res: Response, cache: ReadCache, key: string, read: () => Promise<unknown>): Promise<void> {
  sendCachedAnswer(req, res, await cache.answerForUrl(req.originalUrl, key, read));
}

/**
 * Serves a GET whose exact URL a public read answered moments ago straight from the cache, before compression,
 * routing and validation (which that URL already passed): a busy catalog costs a map lookup per request. Mounted
 * after the security headers and the request log; anything else, or a database that is down, goes the usual way.
 */
export function servePublicReadsByUrl(cache: ReadCache, health: { readonly available: boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !health.available) {
      next();
      return;
    }
    const answer = cache.forUrl(req.originalUrl);
    if (answer) sendCachedAnswer(req, res, answer);
    else next();
  };
}

/** Something that can forget the cached public reads after a write that changes them. */
export type PublicReadInvalidation = Pick<ReadCache, 'invalidate'>;
