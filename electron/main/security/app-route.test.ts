import { describe, expect, it } from 'vitest';
import { appRouteUrl } from './app-route';

const origin = 'http://127.0.0.1:41000';

describe('appRouteUrl', () => {
  it.each([
    ['/guardians/angio', `${origin}/guardians/angio`],
    ['/consultations?id=42#now', `${origin}/consultations?id=42#now`],
    ['/', `${origin}/`],
  ])('resolves the app path %s on the app origin', (route, expected) => {
    expect(appRouteUrl(route, origin)).toBe(expected);
  });

  it.each([
    ['another host by protocol-relative path', '//evil.example/x'],
    ['a backslash that Chromium reads as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'guardians'],
    ['a control character', '/a\nb'],
    ['nothing', ''],
  ])('refuses %s', (_label, route) => {
    expect(appRouteUrl(route, origin)).toBeNull();
  });

  it('refuses everything before the app origin is known', () => {
    expect(appRouteUrl('/guardians', '')).toBeNull();
  });
});
