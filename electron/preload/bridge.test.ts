import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@common/desktop-bridge';
import { createDesktopBridge } from './bridge';

const runtime = { platform: 'linux', versions: { electron: '45.4.1', chrome: '142.0.0.0', node: '22.20.0', v8: '14.2' } };
const appInfo = { appVersion: '0.1.0', embeddedServer: true, apiOrigin: 'http://127.0.0.1:41000' };

function bridgeAnswering(answer: unknown) {
  const invoke = vi.fn(async (_channel: string, ..._args: unknown[]) => answer);
  return { bridge: createDesktopBridge({ invoke }, runtime), invoke };
}

describe('createDesktopBridge', () => {
  it('exposes exactly kind, platform, getAppInfo and the five service groups', () => {
    const { bridge } = bridgeAnswering(appInfo);
    expect(Object.keys(bridge).sort()).toEqual(['auth', 'cache', 'getAppInfo', 'kind', 'notifications', 'platform', 'secrets', 'settings']);
    expect(Object.keys(bridge.auth)).toEqual(['beginGoogleSignIn']);
    expect(Object.keys(bridge.settings).sort()).toEqual(['read', 'update']);
    expect(Object.keys(bridge.notifications).sort()).toEqual(['setEnabled', 'settings', 'show']);
    expect(Object.keys(bridge.secrets).sort()).toEqual(['clear', 'set', 'status']);
    expect(Object.keys(bridge.cache).sort()).toEqual(['clearUser', 'read', 'store']);
    expect(bridge.kind).toBe('desktop');
    expect(typeof bridge.getAppInfo).toBe('function');
  });

  it('copies only the os and the three versions the renderer shows', () => {
    const { bridge } = bridgeAnswering(appInfo);
    expect(bridge.platform).toEqual({ os: 'linux', versions: { electron: '45.4.1', chrome: '142.0.0.0', node: '22.20.0' } });
    expect(bridge.platform.versions).not.toBe(runtime.versions);
  });

  it('asks the main process for app info on the app-info channel, without arguments', async () => {
    const { bridge, invoke } = bridgeAnswering(appInfo);
    await expect(bridge.getAppInfo()).resolves.toEqual(appInfo);
    expect(invoke).toHaveBeenCalledExactlyOnceWith(IPC_CHANNELS.appInfo);
  });

  it.each([
    ['nothing', undefined],
    ['a wrong type', { ...appInfo, embeddedServer: 'yes' }],
    ['a missing field', { appVersion: '0.1.0', embeddedServer: true }],
    ['an origin that is not a URL', { ...appInfo, apiOrigin: 'somewhere' }],
  ])('rejects an answer with %s', async (_label, answer) => {
    const { bridge } = bridgeAnswering(answer);
    await expect(bridge.getAppInfo()).rejects.toThrow(/unexpected format/);
  });

  it('passes on a refusal from the main process', async () => {
    const invoke = vi.fn(async () => {
      throw new Error('guardians:app:info may only be called by the Guardians storefront');
    });
    await expect(createDesktopBridge({ invoke }, runtime).getAppInfo()).rejects.toThrow(/only be called by the Guardians storefront/);
  });

  it('reports unknown versions rather than undefined', () => {
    expect(createDesktopBridge({ invoke: vi.fn() }, { platform: 'win32', versions: { node: '22.0.0' } }).platform.versions).toEqual({
      electron: 'unknown',
      chrome: 'unknown',
      node: '22.0.0',
    });
  });
});

describe('createDesktopBridge service groups', () => {
  it('shows a notification on its channel and returns the checked answer', async () => {
    const { bridge, invoke } = bridgeAnswering({ shown: false, reason: 'disabled' });
    const blessing = { title: 'Blessing', body: 'Well done', route: '/guardians/angio' };
    await expect(bridge.notifications.show(blessing)).resolves.toEqual({ shown: false, reason: 'disabled' });
    expect(invoke).toHaveBeenCalledExactlyOnceWith(IPC_CHANNELS.notificationsShow, blessing);
  });

  it('sets a secret and hands back only the status', async () => {
    const status = { protection: 'session-only', set: { 'llm-api-key': true, 'elevenlabs-api-key': false } };
    const { bridge, invoke } = bridgeAnswering(status);
    await expect(bridge.secrets.set('llm-api-key', 'sk-1')).resolves.toEqual(status);
    expect(invoke).toHaveBeenCalledExactlyOnceWith(IPC_CHANNELS.secretsSet, 'llm-api-key', 'sk-1');
  });

  it('rejects a secrets answer that carries a value', async () => {
    const { bridge } = bridgeAnswering({ protection: 'os', set: { 'llm-api-key': 'sk-1', 'elevenlabs-api-key': false } });
    await expect(bridge.secrets.status()).rejects.toThrow(/unexpected format/);
  });

  it('reads, stores and clears cache entries on their channels', async () => {
    const cached = { body: '{}', storedAt: '2026-11-25T10:00:00.000Z' };
    const { bridge, invoke } = bridgeAnswering(cached);
    await expect(bridge.cache.read({ userId: null, path: '/api/products' })).resolves.toEqual(cached);
    invoke.mockResolvedValueOnce({ stored: true });
    await expect(bridge.cache.store({ userId: 'u1', path: '/api/wallet', body: '{}' })).resolves.toBe(true);
    invoke.mockResolvedValueOnce(null);
    await bridge.cache.clearUser('u1');
    expect(invoke.mock.calls.map(([channel]) => channel)).toEqual([IPC_CHANNELS.cacheRead, IPC_CHANNELS.cacheStore, IPC_CHANNELS.cacheClearUser]);
  });
});

describe('createDesktopBridge sign-in and settings', () => {
  it('begins the Google sign-in on its channel, without arguments', async () => {
    const { bridge, invoke } = bridgeAnswering(null);
    await expect(bridge.auth.beginGoogleSignIn()).resolves.toBeUndefined();
    expect(invoke).toHaveBeenCalledExactlyOnceWith(IPC_CHANNELS.authBeginGoogle);
  });

  it('reads and updates the settings on their channels', async () => {
    const settings = { apiUrl: 'https://guardians.example.com', llmBaseUrl: null, llmModel: null };
    const { bridge, invoke } = bridgeAnswering(settings);
    await expect(bridge.settings.read()).resolves.toEqual(settings);
    await expect(bridge.settings.update({ apiUrl: 'https://guardians.example.com' })).resolves.toEqual(settings);
    expect(invoke.mock.calls).toEqual([[IPC_CHANNELS.settingsRead], [IPC_CHANNELS.settingsUpdate, { apiUrl: 'https://guardians.example.com' }]]);
  });

  it('rejects a settings answer in another shape', async () => {
    const { bridge } = bridgeAnswering({ apiUrl: 'not a url', llmBaseUrl: null, llmModel: null });
    await expect(bridge.settings.read()).rejects.toThrow(/unexpected format/);
  });
});
