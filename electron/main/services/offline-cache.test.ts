import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineCache, isCacheableApiPath } from './offline-cache';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function openCache(maxBytes?: number) {
  const folder = mkdtempSync(join(tmpdir(), 'guardians-cache-'));
  folders.push(folder);
  const file = join(folder, 'offline-cache.sqlite');
  let time = Date.parse('2026-11-25T10:00:00.000Z');
  const clock = { now: () => new Date(time) };
  const db = new BetterSqlite3(file);
  return {
    cache: new OfflineCache(db, clock, { maxBytes }),
    db,
    file,
    clock,
    advance: (ms: number) => (time += ms),
  };
}

const ALICE = '0b6f3c1e-1111-4a1a-9a1a-000000000001';
const BOB = '0b6f3c1e-2222-4a1a-9a1a-000000000002';

describe('isCacheableApiPath', () => {
  it.each([
    '/api/products',
    '/api/products?page=2&q=tea',
    '/api/products/ashwagandha',
    '/api/guardians',
    '/api/guardians/angio',
    '/api/healthy-habits/guardian/angio',
    '/api/assessment/mine',
    '/api/wallet',
  ])('keeps %s', (path) => expect(isCacheableApiPath(path)).toBe(true));
  it.each(['/api/cart', '/api/orders', '/api/auth/session', '/api/admin/products/pending', '/api/wallet/extra', '/api/products/a/b'])('skips %s', (path) =>
    expect(isCacheableApiPath(path)).toBe(false),
  );
});

describe('OfflineCache', () => {
  it('answers the last good body with the time the server gave it', () => {
    const { cache, advance } = openCache();
    expect(cache.store({ userId: ALICE, path: '/api/wallet', body: '{"balance":10}' })).toBe(true);
    advance(60_000);
    cache.store({ userId: ALICE, path: '/api/wallet', body: '{"balance":25}' });
    expect(cache.read({ userId: ALICE, path: '/api/wallet' })).toEqual({ body: '{"balance":25}', storedAt: '2026-11-25T10:01:00.000Z' });
  });

  it('keeps entries per user, so one account never sees another one’s answers', () => {
    const { cache } = openCache();
    cache.store({ userId: ALICE, path: '/api/wallet', body: 'alice' });
    cache.store({ userId: null, path: '/api/products', body: 'guest catalogue' });
    expect(cache.read({ userId: BOB, path: '/api/wallet' })).toBeNull();
    expect(cache.read({ userId: ALICE, path: '/api/products' })).toBeNull();
    expect(cache.read({ userId: null, path: '/api/products' })?.body).toBe('guest catalogue');
  });

  it('refuses paths that are not cacheable GETs', () => {
    const { cache } = openCache();
    expect(cache.store({ userId: ALICE, path: '/api/cart', body: '{}' })).toBe(false);
    expect(cache.read({ userId: ALICE, path: '/api/cart' })).toBeNull();
  });

  it('clears one user at logout and leaves the others', () => {
    const { cache } = openCache();
    cache.store({ userId: ALICE, path: '/api/wallet', body: 'a' });
    cache.store({ userId: ALICE, path: '/api/assessment/mine', body: 'a' });
    cache.store({ userId: BOB, path: '/api/wallet', body: 'b' });
    expect(cache.clearUser(ALICE)).toBe(2);
    expect(cache.read({ userId: ALICE, path: '/api/wallet' })).toBeNull();
    expect(cache.read({ userId: BOB, path: '/api/wallet' })?.body).toBe('b');
  });

  it('stays within its byte bound by evicting the least recently used entries', () => {
    const { cache } = openCache(30);
    cache.store({ userId: null, path: '/api/guardians/a', body: '0123456789' });
    cache.store({ userId: null, path: '/api/guardians/b', body: '0123456789' });
    cache.store({ userId: null, path: '/api/guardians/c', body: '0123456789' });
    // Reading a makes b the least recently used.
    cache.read({ userId: null, path: '/api/guardians/a' });
    cache.store({ userId: null, path: '/api/guardians/d', body: '0123456789' });
    expect(cache.totalBytes()).toBeLessThanOrEqual(30);
    expect(cache.read({ userId: null, path: '/api/guardians/b' })).toBeNull();
    for (const kept of ['a', 'c', 'd']) expect(cache.read({ userId: null, path: `/api/guardians/${kept}` })).not.toBeNull();
  });

  it('does not store an answer larger than the whole cache', () => {
    const { cache } = openCache(5);
    expect(cache.store({ userId: null, path: '/api/products', body: 'too large' })).toBe(false);
    expect(cache.totalBytes()).toBe(0);
  });

  it('keeps its entries across restarts', () => {
    const { cache, db, file, clock } = openCache();
    cache.store({ userId: ALICE, path: '/api/wallet', body: 'kept' });
    db.close();
    const reopened = new OfflineCache(new BetterSqlite3(file), clock);
    expect(reopened.read({ userId: ALICE, path: '/api/wallet' })?.body).toBe('kept');
  });
});
