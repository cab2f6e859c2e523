import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { IPC_CHANNELS } from '@common/desktop-bridge';
import type { IpcInvokeListener } from './ipc';
import { registerIpcHandlers, validatedHandler } from './ipc';

const appOrigin = 'http://127.0.0.1:42000';
const storefrontFrame = { senderFrame: { url: `${appOrigin}/profile` } };
const appInfo = { appVersion: '0.1.0', embeddedServer: true, apiOrigin: appOrigin };

const secretsStatus = { protection: 'os' as const, set: { 'llm-api-key': true, 'elevenlabs-api-key': false } };

function fakeServices() {
  return {
    notifications: {
      show: vi.fn(() => ({ shown: true, reason: 'shown' as const })),
      settings: vi.fn(() => ({ enabled: true, supported: true })),
      setEnabled: vi.fn((enabled: boolean) => ({ enabled, supported: true })),
    },
    secrets: { status: vi.fn(() => secretsStatus), set: vi.fn(() => secretsStatus), clear: vi.fn(() => secretsStatus) },
    cache: {
      read: vi.fn(() => ({ body: '[]', storedAt: '2026-11-25T10:00:00.000Z' })),
      store: vi.fn(() => true),
      clearUser: vi.fn(() => 2),
    },
    desktopSignIn: { begin: vi.fn(async () => undefined) },
    settings: {
      read: vi.fn(() => savedSettings),
      update: vi.fn((change: Record<string, unknown>) => ({ ...savedSettings, ...change })),
    },
  };
}

const savedSettings = { apiUrl: null, llmBaseUrl: 'https://llm.example/v1', llmModel: 'small-model' };

function registeredHandlers(info: () => unknown = () => appInfo, services = fakeServices()) {
  const handlers = new Map<string, IpcInvokeListener>();
  registerIpcHandlers(
    { handle: (channel, listener) => handlers.set(channel, listener) },
    { appOrigin: () => appOrigin, appInfo: info as () => typeof appInfo, ...services },
  );
  return handlers;
}

describe('registerIpcHandlers', () => {
  it('registers exactly the shared channels', () => {
    expect([...registeredHandlers().keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  it('rejects every channel for a frame from another origin', async () => {
    for (const [channel, handler] of registeredHandlers()) {
      await expect(handler({ senderFrame: { url: 'https://evil.example/' } }), channel).rejects.toMatchObject({ code: 'untrusted_sender' });
    }
  });

  it('answers app info to the storefront', async () => {
    const handler = registeredHandlers().get(IPC_CHANNELS.appInfo);
    await expect(handler?.(storefrontFrame)).resolves.toEqual(appInfo);
  });

  it('rejects a frame from another origin', async () => {
    const handler = registeredHandlers().get(IPC_CHANNELS.appInfo);
    await expect(handler?.({ senderFrame: { url: 'https://evil.example/' } })).rejects.toMatchObject({ code: 'untrusted_sender' });
  });

  it('rejects a sender whose frame is gone', async () => {
    const handler = registeredHandlers().get(IPC_CHANNELS.appInfo);
    await expect(handler?.({ senderFrame: null })).rejects.toMatchObject({ code: 'untrusted_sender' });
  });

  it('rejects unexpected arguments', async () => {
    const handler = registeredHandlers().get(IPC_CHANNELS.appInfo);
    await expect(handler?.(storefrontFrame, { steal: 'secrets' })).rejects.toMatchObject({ code: 'invalid_payload' });
  });

  it('refuses to send a malformed answer', async () => {
    const handler = registeredHandlers(() => ({ appVersion: 1 })).get(IPC_CHANNELS.appInfo);
    await expect(handler?.(storefrontFrame)).rejects.toThrow();
  });
});

describe('service channels', () => {
  it('shows a notification with an app route and refuses any other route', async () => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.notificationsShow);
    const blessing = { title: 'Angio blesses you', body: 'Well done', route: '/guardians/angio' };
    await expect(handler?.(storefrontFrame, blessing)).resolves.toEqual({ shown: true, reason: 'shown' });
    for (const route of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      await expect(handler?.(storefrontFrame, { ...blessing, route })).rejects.toMatchObject({ code: 'invalid_payload' });
    }
    expect(services.notifications.show).toHaveBeenCalledOnce();
  });

  it('turns notifications on and off with a boolean only', async () => {
    const handler = registeredHandlers().get(IPC_CHANNELS.notificationsSetEnabled);
    await expect(handler?.(storefrontFrame, false)).resolves.toEqual({ enabled: false, supported: true });
    await expect(handler?.(storefrontFrame, 'no')).rejects.toMatchObject({ code: 'invalid_payload' });
  });

  it('sets a known secret and answers only the status', async () => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.secretsSet);
    const answer = await handler?.(storefrontFrame, 'llm-api-key', 'sk-123');
    expect(answer).toEqual(secretsStatus);
    expect(JSON.stringify(answer)).not.toContain('sk-123');
    expect(services.secrets.set).toHaveBeenCalledWith('llm-api-key', 'sk-123');
    await expect(handler?.(storefrontFrame, 'database-password', 'x')).rejects.toMatchObject({ code: 'invalid_payload' });
    await expect(handler?.(storefrontFrame, 'llm-api-key', '   ')).rejects.toMatchObject({ code: 'invalid_payload' });
  });

  it('refuses to answer a secrets status that would carry values', async () => {
    const services = fakeServices();
    services.secrets.status.mockReturnValue({ ...secretsStatus, set: { 'llm-api-key': 'sk-123' } } as never);
    await expect(registeredHandlers(undefined, services).get(IPC_CHANNELS.secretsStatus)?.(storefrontFrame)).rejects.toThrow();
  });

  it('reads, stores and clears the offline cache with API paths only', async () => {
    const services = fakeServices();
    const handlers = registeredHandlers(undefined, services);
    const key = { userId: 'user-1', path: '/api/wallet' };
    await expect(handlers.get(IPC_CHANNELS.cacheRead)?.(storefrontFrame, key)).resolves.toEqual({ body: '[]', storedAt: '2026-11-25T10:00:00.000Z' });
    await expect(handlers.get(IPC_CHANNELS.cacheStore)?.(storefrontFrame, { ...key, body: '{}' })).resolves.toEqual({ stored: true });
    await expect(handlers.get(IPC_CHANNELS.cacheClearUser)?.(storefrontFrame, 'user-1')).resolves.toBeNull();
    expect(services.cache.clearUser).toHaveBeenCalledWith('user-1');
    await expect(handlers.get(IPC_CHANNELS.cacheRead)?.(storefrontFrame, { userId: null, path: '/etc/passwd' })).rejects.toMatchObject({
      code: 'invalid_payload',
    });
  });
});

describe('desktop sign-in and settings channels', () => {
  it('begins the Google sign-in in the system browser, with no arguments', async () => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.authBeginGoogle);
    await expect(handler?.(storefrontFrame)).resolves.toBeNull();
    expect(services.desktopSignIn.begin).toHaveBeenCalledOnce();
    await expect(handler?.(storefrontFrame, 'https://evil.example/desktop-sign-in')).rejects.toMatchObject({ code: 'invalid_payload' });
    expect(services.desktopSignIn.begin).toHaveBeenCalledOnce();
  });

  it('refuses to begin a sign-in for another origin', async () => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.authBeginGoogle);
    await expect(handler?.({ senderFrame: { url: 'https://evil.example/' } })).rejects.toMatchObject({ code: 'untrusted_sender' });
    expect(services.desktopSignIn.begin).not.toHaveBeenCalled();
  });

  it('reads the saved settings', async () => {
    await expect(registeredHandlers().get(IPC_CHANNELS.settingsRead)?.(storefrontFrame)).resolves.toEqual(savedSettings);
  });

  it('saves an http(s) API URL and clears a setting with null', async () => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.settingsUpdate);
    await expect(handler?.(storefrontFrame, { apiUrl: 'https://guardians.example.com' })).resolves.toMatchObject({ apiUrl: 'https://guardians.example.com' });
    await expect(handler?.(storefrontFrame, { llmModel: null })).resolves.toMatchObject({ llmModel: null });
    expect(services.settings.update.mock.calls).toEqual([[{ apiUrl: 'https://guardians.example.com' }], [{ llmModel: null }]]);
  });

  it.each([
    ['a URL that is not http(s)', { apiUrl: 'file:///etc/passwd' }],
    ['something that is not a URL', { apiUrl: 'guardians' }],
    ['a URL with credentials', { llmBaseUrl: 'https://user:pass@llm.example' }],
    ['an unknown setting', { llmApiKey: 'sk-123' }],
    ['an empty model', { llmModel: '  ' }],
    ['no object at all', 'https://guardians.example.com'],
  ])('refuses a settings change with %s', async (_label, change) => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.settingsUpdate);
    await expect(handler?.(storefrontFrame, change)).rejects.toMatchObject({ code: 'invalid_payload' });
    expect(services.settings.update).not.toHaveBeenCalled();
  });

  it('refuses a settings change from another origin', async () => {
    const services = fakeServices();
    const handler = registeredHandlers(undefined, services).get(IPC_CHANNELS.settingsUpdate);
    await expect(handler?.({ senderFrame: { url: 'https://evil.example/' } }, { apiUrl: 'https://evil.example' })).rejects.toMatchObject({
      code: 'untrusted_sender',
    });
    expect(services.settings.update).not.toHaveBeenCalled();
  });
});

describe('validatedHandler', () => {
  it('passes the parsed arguments to the handler', async () => {
    const listener = validatedHandler({
      channel: 'guardians:test:echo',
      args: z.tuple([z.object({ route: z.string().startsWith('/') })]),
      appOrigin: () => appOrigin,
      handle: ([payload]) => payload.route,
    });
    await expect(listener(storefrontFrame, { route: '/guardians/angio' })).resolves.toBe('/guardians/angio');
    await expect(listener(storefrontFrame, { route: 'https://evil.example' })).rejects.toMatchObject({ code: 'invalid_payload' });
    await expect(listener(storefrontFrame)).rejects.toMatchObject({ code: 'invalid_payload' });
  });

  it('does not run the handler for a rejected message', async () => {
    let calls = 0;
    const listener = validatedHandler({ channel: 'guardians:test:count', args: z.tuple([]), appOrigin: () => appOrigin, handle: () => ++calls });
    await expect(listener({ senderFrame: { url: 'https://evil.example/' } })).rejects.toThrow();
    await expect(listener(storefrontFrame, 'extra')).rejects.toThrow();
    expect(calls).toBe(0);
  });

  it('refuses channels without the shared prefix', () => {
    expect(() => validatedHandler({ channel: 'app:info', args: z.tuple([]), appOrigin: () => appOrigin, handle: () => null })).toThrow(/guardians:/);
  });
});
