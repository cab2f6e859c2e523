// A stand-in for the desktop window's preload bridge, for the renderer in Chromium: Electron's binary cannot be
// downloaded here, so the desktop window is the renderer with this bridge installed before its scripts run.
import type { Page } from '@playwright/test';

/**
 * A stand-in for the Electron preload's window.guardianDesktop (common/desktop-bridge.ts), in memory: keys go in
 * and only whether each is set comes back, and the system offers no encryption ('session-only').
 */
export function installFakeDesktopBridge(): void {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const keys = new Map<string, string>();
  let settings = { apiUrl: null as string | null, llmBaseUrl: null as string | null, llmModel: null as string | null };
  let notifications = { enabled: true, supported: true };
  const record = <T>(method: string, args: unknown[], answer: T): Promise<T> => {
    calls.push({ method, args });
    return Promise.resolve(answer);
  };
  const status = () => ({ protection: 'session-only', set: { 'llm-api-key': keys.has('llm-api-key'), 'elevenlabs-api-key': keys.has('elevenlabs-api-key') } });
  Object.defineProperty(window, '__desktopBridgeCalls', { value: calls });
  Object.defineProperty(window, 'guardianDesktop', {
    value: Object.freeze({
      kind: 'desktop',
      platform: { os: 'linux', versions: { electron: '45.0.0', chrome: '142.0.0', node: '22.20.0' } },
      getAppInfo: () => record('getAppInfo', [], { appVersion: '0.1.0', embeddedServer: true, apiOrigin: window.location.origin }),
      notifications: {
        show: (notification: unknown) => record('notifications.show', [notification], { shown: true, reason: 'shown' }),
        settings: () => record('notifications.settings', [], notifications),
        setEnabled: (enabled: boolean) => {
          notifications = { ...notifications, enabled };
          return record('notifications.setEnabled', [enabled], notifications);
        },
      },
      secrets: {
        status: () => record('secrets.status', [], status()),
        set: (name: string, value: string) => {
          keys.set(name, value);
          return record('secrets.set', [name], status());
        },
        clear: (name: string) => {
          keys.delete(name);
          return record('secrets.clear', [name], status());
        },
      },
      cache: {
        read: (key: unknown) => record('cache.read', [key], null),
        store: (entry: unknown) => record('cache.store', [entry], true),
        clearUser: (userId: string) => record('cache.clearUser', [userId], undefined),
      },
      auth: { beginGoogleSignIn: () => record('auth.beginGoogleSignIn', [], undefined) },
      settings: {
        read: () => record('settings.read', [], settings),
        update: (change: Partial<typeof settings>) => {
          settings = { ...settings, ...change };
          return record('settings.update', [change], settings);
        },
      },
    }),
  });
}

export async function bridgeCalls(page: Page, method: string): Promise<unknown[][]> {
  return page.evaluate(
    (name) =>
      (window as unknown as { __desktopBridgeCalls: Array<{ method: string; args: unknown[] }> }).__desktopBridgeCalls
        .filter((call) => call.method === name)
        .map((call) => call.args),
    method,
  );
}
