import { describe, expect, it } from 'vitest';
import { decideInAppNavigation, decideWindowOpen, isAppOrigin } from './navigation-policy';

const appOrigin = 'http://127.0.0.1:43123';

describe('isAppOrigin', () => {
  it('matches any path on the app origin', () => {
    expect(isAppOrigin('http://127.0.0.1:43123/', appOrigin)).toBe(true);
    expect(isAppOrigin('http://127.0.0.1:43123/guardians/angio?tab=1#top', appOrigin)).toBe(true);
  });

  it.each([
    ['another port', 'http://127.0.0.1:43124/'],
    ['another scheme', 'https://127.0.0.1:43123/'],
    ['localhost instead of the loopback address', 'http://localhost:43123/'],
    ['a look-alike host', 'http://127.0.0.1.evil.example:43123/'],
    ['a file', 'file:///home/user/index.html'],
    ['a data URL', 'data:text/html,hi'],
    ['about:blank', 'about:blank'],
    ['garbage', 'not a url'],
  ])('rejects %s', (_label, candidate) => {
    expect(isAppOrigin(candidate, appOrigin)).toBe(false);
  });

  it('never treats an opaque origin as the app origin, even if asked to', () => {
    expect(isAppOrigin('data:text/html,hi', 'null')).toBe(false);
  });

  it('works for a remote https storefront', () => {
    expect(isAppOrigin('https://shop.guardians.example/marketplace', 'https://shop.guardians.example')).toBe(true);
    expect(isAppOrigin('https://guardians.example/', 'https://shop.guardians.example')).toBe(false);
  });
});

describe('decideInAppNavigation', () => {
  it('allows navigation within the storefront', () => {
    expect(decideInAppNavigation(`${appOrigin}/marketplace`, appOrigin)).toEqual({ action: 'allow' });
  });

  it('blocks other web origins and hands them to the system browser', () => {
    expect(decideInAppNavigation('https://example.org/article', appOrigin)).toEqual({
      action: 'block',
      openExternally: 'https://example.org/article',
    });
  });

  it('blocks dangerous schemes without opening anything', () => {
    expect(decideInAppNavigation('file:///etc/passwd', appOrigin)).toEqual({ action: 'block', openExternally: null });
    expect(decideInAppNavigation('javascript:alert(1)', appOrigin)).toEqual({ action: 'block', openExternally: null });
  });
});

describe('decideWindowOpen', () => {
  it('keeps storefront links in the app window', () => {
    expect(decideWindowOpen(`${appOrigin}/collection/biome`, appOrigin)).toEqual({
      action: 'navigate-in-app',
      url: `${appOrigin}/collection/biome`,
    });
  });

  it('sends web and mail links to the system', () => {
    expect(decideWindowOpen('https://example.org/', appOrigin)).toEqual({ action: 'open-externally', url: 'https://example.org/' });
    expect(decideWindowOpen('mailto:care@example.org', appOrigin)).toEqual({ action: 'open-externally', url: 'mailto:care@example.org' });
  });

  it('drops everything else', () => {
    expect(decideWindowOpen('file:///C:/Windows/System32/calc.exe', appOrigin)).toEqual({ action: 'drop' });
    expect(decideWindowOpen('about:blank', appOrigin)).toEqual({ action: 'drop' });
    expect(decideWindowOpen('', appOrigin)).toEqual({ action: 'drop' });
  });
});
