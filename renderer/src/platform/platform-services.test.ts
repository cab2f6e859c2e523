import { describe, expect, it, vi } from 'vitest';
import type { GuardianDesktopBridge } from '@common/desktop-bridge';
import { createDesktopPlatform } from './desktop-platform';
import type { WebHost } from './web-platform';
import { createWebPlatform } from './web-platform';

const blessing = { title: 'A blessing from Angio', body: 'Well done', route: '/guardians/angio' };

describe('desktop platform services', () => {
  it('forwards notifications, secrets and the offline cache to the bridge', async () => {
    const status = { protection: 'os' as const, set: { 'llm-api-key': true, 'elevenlabs-api-key': false } };
    const bridge = {
      kind: 'desktop',
      platform: { os: 'linux', versions: { electron: '45', chrome: '142', node: '22' } },
      getAppInfo: vi.fn(),
      notifications: { show: vi.fn(async () => ({ shown: true, reason: 'shown' as const })), settings: vi.fn(), setEnabled: vi.fn() },
      secrets: { status: vi.fn(async () => status), set: vi.fn(async () => status), clear: vi.fn(async () => status) },
      cache: { read: vi.fn(async () => null), store: vi.fn(async () => true), clearUser: vi.fn(async () => undefined) },
      auth: { beginGoogleSignIn: vi.fn(async () => undefined) },
      settings: { read: vi.fn(), update: vi.fn() },
    } satisfies GuardianDesktopBridge;
    const platform = createDesktopPlatform(bridge);

    await expect(platform.notifications.show(blessing)).resolves.toEqual({ shown: true, reason: 'shown' });
    expect(bridge.notifications.show).toHaveBeenCalledWith(blessing);
    await expect(platform.secrets?.set('llm-api-key', 'sk')).resolves.toEqual(status);
    expect(bridge.secrets.set).toHaveBeenCalledWith('llm-api-key', 'sk');
    await expect(platform.offlineCache.store({ userId: 'u1', path: '/api/wallet', body: '{}' })).resolves.toBe(true);
    await platform.offlineCache.clearUser('u1');
    expect(bridge.cache.clearUser).toHaveBeenCalledWith('u1');
  });

  it('begins the Google sign-in, reads and saves settings and switches notifications through the bridge', async () => {
    const settings = { apiUrl: null, llmBaseUrl: 'https://llm.example/v1', llmModel: 'small-model' };
    const bridge = {
      kind: 'desktop',
      platform: { os: 'linux', versions: { electron: '45', chrome: '142', node: '22' } },
      getAppInfo: vi.fn(),
      notifications: {
        show: vi.fn(),
        settings: vi.fn(async () => ({ enabled: true, supported: true })),
        setEnabled: vi.fn(async (enabled: boolean) => ({ enabled, supported: true })),
      },
      secrets: { status: vi.fn(), set: vi.fn(), clear: vi.fn() },
      cache: { read: vi.fn(), store: vi.fn(), clearUser: vi.fn() },
      auth: { beginGoogleSignIn: vi.fn(async () => undefined) },
      settings: { read: vi.fn(async () => settings), update: vi.fn(async () => settings) },
    } satisfies GuardianDesktopBridge;
    const platform = createDesktopPlatform(bridge);

    await platform.desktopSignIn?.begin();
    expect(bridge.auth.beginGoogleSignIn).toHaveBeenCalledOnce();
    await expect(platform.desktopSettings?.read()).resolves.toEqual(settings);
    await platform.desktopSettings?.update({ llmModel: 'small-model' });
    expect(bridge.settings.update).toHaveBeenCalledWith({ llmModel: 'small-model' });
    await expect(platform.desktopSettings?.setNotificationsEnabled(false)).resolves.toEqual({ enabled: false, supported: true });
    await expect(platform.desktopSettings?.notificationSettings()).resolves.toEqual({ enabled: true, supported: true });
  });
});

/** A Map-backed stand-in for Cache Storage; jsdom has none. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (url: string) => entries.get(url)?.clone(),
    put: async (url: string, response: Response) => void entries.set(url, response),
    keys: async () => [...entries.keys()].map((url) => ({ url }) as Request),
    delete: async (request: Request) => entries.delete(request.url),
  };
  return { entries, caches: { open: async () => cache as unknown as Cache } };
}

function webHost(overrides: Partial<WebHost> = {}): WebHost {
  return {
    location: { origin: 'https://guardians.example', assign: vi.fn() },
    navigator: { platform: 'Linux', userAgent: 'test' },
    ...overrides,
  };
}

describe('web platform services', () => {
  it('shows a browser notification when permitted and opens its route on click', async () => {
    const created: Array<{ title: string; onclick: unknown }> = [];
    class FakeNotification {
      static permission = 'granted' as NotificationPermission;
      onclick: ((this: Notification, event: Event) => unknown) | null = null;
      constructor(readonly title: string) {
        created.push(this);
      }
    }
    const host = webHost({ Notification: FakeNotification as unknown as WebHost['Notification'], focus: vi.fn() });
    await expect(createWebPlatform(host).notifications.show(blessing)).resolves.toEqual({ shown: true, reason: 'shown' });
    (created[0]?.onclick as () => void)();
    expect(host.focus).toHaveBeenCalled();
    expect(host.location.assign).toHaveBeenCalledWith('/guardians/angio');
  });

  it('shows nothing without permission or without the Notification API', async () => {
    const denied = { permission: 'denied' } as unknown as WebHost['Notification'];
    await expect(createWebPlatform(webHost({ Notification: denied })).notifications.show(blessing)).resolves.toEqual({ shown: false, reason: 'disabled' });
    await expect(createWebPlatform(webHost()).notifications.show(blessing)).resolves.toEqual({ shown: false, reason: 'unsupported' });
  });

  it('keeps no secrets in the browser', () => {
    expect(createWebPlatform(webHost()).secrets).toBeNull();
  });

  it('has no desktop sign-in or desktop settings in the browser', () => {
    const platform = createWebPlatform(webHost());
    expect(platform.desktopSignIn).toBeNull();
    expect(platform.desktopSettings).toBeNull();
  });

  it('stores offline answers per user in Cache Storage and clears one user', async () => {
    const { caches, entries } = memoryCaches();
    const cache = createWebPlatform(webHost({ caches })).offlineCache;
    await cache.store({ userId: 'alice', path: '/api/wallet', body: '{"balance":5}' });
    await cache.store({ userId: 'bob', path: '/api/wallet', body: '{"balance":9}' });
    const answer = await cache.read({ userId: 'alice', path: '/api/wallet' });
    expect(answer?.body).toBe('{"balance":5}');
    expect(Number.isNaN(Date.parse(answer?.storedAt ?? ''))).toBe(false);
    await cache.clearUser('alice');
    expect(await cache.read({ userId: 'alice', path: '/api/wallet' })).toBeNull();
    expect((await cache.read({ userId: 'bob', path: '/api/wallet' }))?.body).toBe('{"balance":9}');
    expect(entries.size).toBe(1);
  });

  it('does nothing without Cache Storage', async () => {
    const cache = createWebPlatform(webHost()).offlineCache;
    await expect(cache.store({ userId: null, path: '/api/products', body: '[]' })).resolves.toBe(false);
    await expect(cache.read({ userId: null, path: '/api/products' })).resolves.toBeNull();
  });
});
