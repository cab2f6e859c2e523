import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IPC_CHANNELS } from '../../common/desktop-bridge';
import type { IpcInvokeListener } from './ipc';
import { registerIpcHandlers, validatedHandler } from './ipc';

const appOrigin = 'http://127.0.0.1:42000';
const storefrontFrame = { senderFrame: { url: `${appOrigin}/profile` } };
const appInfo = { appVersion: '0.1.0', embeddedServer: true, apiOrigin: appOrigin };

function registeredHandlers(info: () => unknown = () => appInfo) {
  const handlers = new Map<string, IpcInvokeListener>();
  registerIpcHandlers(
    { handle: (channel, listener) => handlers.set(channel, listener) },
    { appOrigin: () => appOrigin, appInfo: info as () => typeof appInfo },
  );
  return handlers;
}

describe('registerIpcHandlers', () => {
  it('registers exactly the app-info channel', () => {
    expect([...registeredHandlers().keys()]).toEqual([IPC_CHANNELS.appInfo]);
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
