import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../../common/desktop-bridge';
import { createDesktopBridge } from './bridge';

const runtime = { platform: 'linux', versions: { electron: '45.4.1', chrome: '142.0.0.0', node: '22.20.0', v8: '14.2' } };
const appInfo = { appVersion: '0.1.0', embeddedServer: true, apiOrigin: 'http://127.0.0.1:41000' };

function bridgeAnswering(answer: unknown) {
  const invoke = vi.fn(async (_channel: string, ..._args: unknown[]) => answer);
  return { bridge: createDesktopBridge({ invoke }, runtime), invoke };
}

describe('createDesktopBridge', () => {
  it('exposes exactly kind, platform and getAppInfo', () => {
    const { bridge } = bridgeAnswering(appInfo);
    expect(Object.keys(bridge).sort()).toEqual(['getAppInfo', 'kind', 'platform']);
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
