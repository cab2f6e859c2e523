import { describe, expect, it, vi } from 'vitest';
import type { GuardianDesktopBridge } from '@common/desktop-bridge';
import { selectPlatform } from './select-platform';

const browserHost = {
  location: { origin: 'https://guardians.example' },
  navigator: { platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh)' },
};

function fakeBridge(): GuardianDesktopBridge {
  return {
    kind: 'desktop',
    platform: { os: 'linux', versions: { electron: '45.0.0', chrome: '142.0.0', node: '22.20.0' } },
    getAppInfo: async () => ({ appVersion: '0.1.0', embeddedServer: true, apiOrigin: 'http://127.0.0.1:41234' }),
    notifications: { show: vi.fn(), settings: vi.fn(), setEnabled: vi.fn() },
    secrets: { status: vi.fn(), set: vi.fn(), clear: vi.fn() },
    cache: { read: vi.fn(), store: vi.fn(), clearUser: vi.fn() },
    auth: { beginGoogleSignIn: vi.fn() },
    settings: { read: vi.fn(), update: vi.fn() },
  };
}

describe('selectPlatform', () => {
  it('picks the web platform in a plain browser window', async () => {
    const platform = selectPlatform(browserHost);
    expect(platform.kind).toBe('web');
    expect(await platform.info()).toEqual({
      kind: 'web',
      os: 'MacIntel',
      appVersion: null,
      apiOrigin: 'https://guardians.example',
      embeddedServer: false,
    });
  });

  it('picks the desktop platform when the preload bridge is present and reports the app it wraps', async () => {
    const platform = selectPlatform({ ...browserHost, guardianDesktop: fakeBridge() } as typeof browserHost);
    expect(platform.kind).toBe('desktop');
    expect(await platform.info()).toEqual({
      kind: 'desktop',
      os: 'linux',
      appVersion: '0.1.0',
      apiOrigin: 'http://127.0.0.1:41234',
      embeddedServer: true,
    });
  });

  it('stays on the web platform when a page script plants something that is not the bridge', () => {
    const impostor = { kind: 'desktop' };
    const platform = selectPlatform({ ...browserHost, guardianDesktop: impostor } as typeof browserHost);
    expect(platform.kind).toBe('web');
  });

  it('stays on the web platform for a bridge of an older preload without sign-in and settings', () => {
    const { auth: _auth, settings: _settings, ...older } = fakeBridge();
    expect(selectPlatform({ ...browserHost, guardianDesktop: older } as typeof browserHost).kind).toBe('web');
  });

  it('falls back to the user agent when the browser hides its platform', async () => {
    const host = { ...browserHost, navigator: { platform: '', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' } };
    expect((await selectPlatform(host).info()).os).toBe('Mozilla/5.0 (X11; Linux x86_64)');
  });
});
