import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, ReadCache, servePublicReadsByUrl, toCachedAnswer } from './read-cache';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('reads once and serves the same bytes until the TTL ends', async () => {
    const time = clock();
    const cache = new ReadCache({ ttlMs: 30_000, now: time.now });
    let reads = 0;
    const read = async () => ({ products: [{ slug: 'tea' }], read: ++reads });
    const first = await cache.answer('products', read);
    time.advance(29_999);
    expect(await cache.answer('products', read)).toBe(first);
    expect(reads).toBe(1);
    time.advance(1);
    expect(JSON.parse((await cache.answer('products', read)).json.toString())).toMatchObject({ read: 2 });
  });

  it('computes an answer once for requests that arrive together', async () => {
    const cache = new ReadCache({ ttlMs: 30_000 });
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = async () => {
      reads += 1;
      await gate;
      return { reads };
    };
    const answers = Promise.all([cache.answer('k', read), cache.answer('k', read), cache.answer('k', read)]);
    release();
    const [a, b, c] = await answers;
    expect(reads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('never keeps an answer read before an invalidation that happened while it was read', async () => {
    const cache = new ReadCache({ ttlMs: 30_000 });
    let approved = ['tea'];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowOldRead = cache.answer('products', async () => {
      const seen = [...approved];
      await gate;
      return seen;
    });
    approved = [];
    cache.invalidate();
    release();
    expect(JSON.parse((await slowOldRead).json.toString())).toEqual(['tea']);
    expect(cache.size).toBe(0);
    const fresh = await cache.answer('products', async () => approved);
    expect(JSON.parse(fresh.json.toString())).toEqual([]);
  });

  it('forgets everything at an invalidation', async () => {
    const cache = new ReadCache({ ttlMs: 30_000 });
    let version = 1;
    await cache.answer('guardians', async () => ({ version }));
    version = 2;
    cache.invalidate();
    expect(JSON.parse((await cache.answer('guardians', async () => ({ version }))).json.toString())).toEqual({ version: 2 });
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = new ReadCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => key);
    expect(cache.size).toBe(2);
    let reread = false;
    await cache.answer('a', async () => {
      reread = true;
      return 'a';
    });
    expect(reread).toBe(true);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache({ ttlMs: 30_000 });
    await expect(cache.answer('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(JSON.parse((await cache.answer('k', async () => 'ok')).json.toString())).toBe('ok');
  });
});

describe('toCachedAnswer', () => {
  it('makes brotli and gzip copies of a large answer that decode to the JSON, with a strong ETag of its bytes', async () => {
    const body = { products: Array.from({ length: 50 }, (_, i) => ({ slug: `product-${i}`, name: `Product ${i}` })) };
    const answer = await toCachedAnswer(body);
    expect(answer.json.toString()).toBe(JSON.stringify(body));
    expect(answer.json.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(brotliDecompressSync(answer.br ?? Buffer.alloc(0)).toString()).toBe(JSON.stringify(body));
    expect(gunzipSync(answer.gzip ?? Buffer.alloc(0)).toString()).toBe(JSON.stringify(body));
    expect(answer.etag).toMatch(/^"[\w-]{27}"$/);
    expect((await toCachedAnswer(body)).etag).toBe(answer.etag);
    expect((await toCachedAnswer({ ...body, extra: 1 })).etag).not.toBe(answer.etag);
  });

  it('leaves a small answer uncompressed', async () => {
    const answer = await toCachedAnswer({ ok: true });
    expect(answer.br).toBeUndefined();
    expect(answer.gzip).toBeUndefined();
  });
});

describe('answers kept by URL (served before routing)', () => {
  it('keeps the answer under the exact URL until the TTL ends or an invalidation', async () => {
    const time = clock();
    const cache = new ReadCache({ ttlMs: 10_000, now: time.now });
    const answer = await cache.answerForUrl('/api/products?sort=rating', 'products:{"sort":"rating"}', async () => ({ products: [] }));
    expect(cache.forUrl('/api/products?sort=rating')).toBe(answer);
    expect(cache.forUrl('/api/products?sort=rating&x=1')).toBeUndefined();
    time.advance(10_000);
    expect(cache.forUrl('/api/products?sort=rating')).toBeUndefined();

    await cache.answerForUrl('/api/guardians', 'guardians', async () => ({ guardians: [] }));
    cache.invalidate();
    expect(cache.forUrl('/api/guardians')).toBeUndefined();
  });

  it('does not keep by URL an answer read across an invalidation', async () => {
    const cache = new ReadCache({ ttlMs: 30_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.answerForUrl('/api/products', 'products', async () => {
      await gate;
      return ['withdrawn product'];
    });
    cache.invalidate();
    release();
    await slow;
    expect(cache.forUrl('/api/products')).toBeUndefined();
  });
});

describe('servePublicReadsByUrl', () => {
  function fakeExchange(method: string, url: string) {
    const sent: { body?: unknown; headers: Record<string, string> } = { headers: {} };
    const req = { method, originalUrl: url, fresh: false, acceptsEncodings: () => false } as unknown as Request;
    const res = {
      setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
      end: (body?: unknown) => (sent.body = body),
    } as unknown as Response;
    return { req, res, sent };
  }

  it('answers a kept URL itself, and passes on other methods, other URLs and any request while the database is down', async () => {
    const cache = new ReadCache({ ttlMs: 30_000 });
    const kept = await cache.answerForUrl('/api/guardians', 'guardians', async () => ({ guardians: ['angio'] }));
    const health = { available: true };
    const serve = servePublicReadsByUrl(cache, health);
    const passedOn = (method: string, url: string) => {
      const exchange = fakeExchange(method, url);
      let next = false;
      serve(exchange.req, exchange.res, () => (next = true));
      return { next, sent: exchange.sent };
    };

    const hit = passedOn('GET', '/api/guardians');
    expect(hit.next).toBe(false);
    expect(hit.sent.body).toBe(kept.json);
    expect(hit.sent.headers.etag).toBe(kept.etag);
    expect(passedOn('POST', '/api/guardians').next).toBe(true);
    expect(passedOn('GET', '/api/guardians/angio').next).toBe(true);
    health.available = false;
    expect(passedOn('GET', '/api/guardians').next).toBe(true);
  });
});
