import { describe, expect, it } from 'vitest';
import { isOutdatedShellCache, parsePrecacheManifest, shellCacheName, shellRouteFor } from './shell-routes';

const ORIGIN = 'https://guardians.example';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('shellRouteFor', () => {
  it.each(['/', '/marketplace', '/guardians/angio?tab=habits'])('answers the page load of %s network first, with the cached shell offline', (path) => {
    expect(shellRouteFor(get(path, 'navigate'), ORIGIN)).toBe('page');
  });

  it('answers hashed assets cache first and public files network first', () => {
    expect(shellRouteFor(get('/assets/index-AbCd1234.js'), ORIGIN)).toBe('asset');
    expect(shellRouteFor(get('/assets/marketplace-page-Zx9.css'), ORIGIN)).toBe('asset');
    expect(shellRouteFor(get('/icons/icon-192.png'), ORIGIN)).toBe('static');
    expect(shellRouteFor(get('/manifest.webmanifest'), ORIGIN)).toBe('static');
  });

  it.each(['/api/products', '/api/wallet', '/ws/voice', '/__/auth/handler', '/__/auth/iframe?apiKey=x'])('leaves %s to the browser, page loads included', (path) => {
    expect(shellRouteFor(get(path), ORIGIN)).toBe('network');
    expect(shellRouteFor(get(path, 'navigate'), ORIGIN)).toBe('network');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never answers a %s, so no write is cached or replayed', (method) => {
    expect(shellRouteFor({ url: `${ORIGIN}/api/cart`, method, mode: 'cors' }, ORIGIN)).toBe('network');
    expect(shellRouteFor({ url: `${ORIGIN}/assets/index-AbCd1234.js`, method, mode: 'cors' }, ORIGIN)).toBe('network');
  });

  it('leaves other origins and other files alone', () => {
    expect(shellRouteFor({ url: 'https://apis.google.com/js/api.js', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBe('network');
    expect(shellRouteFor({ url: 'https://cdn.example/assets/a.js', method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network');
    expect(shellRouteFor(get('/resources/products/tea.webp'), ORIGIN)).toBe('network');
    expect(shellRouteFor({ url: 'not a url', method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network');
  });
});

describe('parsePrecacheManifest', () => {
  it('reads the version and the built files', () => {
    const raw = JSON.stringify({ version: 'a1b2c3', files: ['/assets/index-A.js', '/assets/index-B.css'] });
    expect(parsePrecacheManifest(raw)).toEqual({ version: 'a1b2c3', files: ['/assets/index-A.js', '/assets/index-B.css'] });
  });

  it('precaches only the page when the worker was not built (the placeholder is still there)', () => {
    expect(parsePrecacheManifest('__GUARDIANS_PRECACHE_MANIFEST__')).toEqual({ version: 'dev', files: [] });
  });

  it('drops anything that is not one of our asset files', () => {
    const raw = JSON.stringify({ version: '../x', files: ['/assets/ok.js', 'https://evil.example/x.js', '/api/wallet', '/assets/../index.html', 7] });
    expect(parsePrecacheManifest(raw)).toEqual({ version: 'dev', files: ['/assets/ok.js'] });
  });
});

describe('shell caches', () => {
  it('names the cache by build and removes only earlier shell caches', () => {
    const current = shellCacheName('v2');
    expect(current).toBe('guardians-shell-v2');
    expect(isOutdatedShellCache('guardians-shell-v1', current)).toBe(true);
    expect(isOutdatedShellCache(current, current)).toBe(false);
    expect(isOutdatedShellCache('guardians-offline-answers-v1', current)).toBe(false);
  });
});
