import { describe, expect, it } from 'vitest';
import { isLegacyShellCache, RUNTIME_CACHES, shellRouteFor } from './shell-routes';

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

  it.each(['/api/products', '/api/wallet', '/ws/voice', '/__/auth/handler', '/__/auth/iframe?apiKey=x'])(
    'leaves %s to the browser, page loads included',
    (path) => {
      expect(shellRouteFor(get(path), ORIGIN)).toBe('network');
      expect(shellRouteFor(get(path, 'navigate'), ORIGIN)).toBe('network');
    },
  );

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

describe('caches of the hand-written worker', () => {
  it('removes only the shell caches of earlier builds, never the offline answers or Workbox caches', () => {
    expect(isLegacyShellCache('guardians-shell-3f2a9c01d4e5b6a7')).toBe(true);
    expect(isLegacyShellCache('guardians-shell-dev')).toBe(true);
    expect(isLegacyShellCache('guardians-offline-answers-v1')).toBe(false);
    expect(isLegacyShellCache('guardians-precache-v2-https://guardians.example/')).toBe(false);
    expect(isLegacyShellCache(RUNTIME_CACHES.assets)).toBe(false);
  });
});
