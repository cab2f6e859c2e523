// Test support: an in-memory desktop platform with the rules of the real main process (keys go in and only
// "set or not" comes back; settings are validated), for rendering desktop screens without Electron.
import { vi } from 'vitest';
import { pageStorage } from '../page-storage';
import type { DesktopSettings, NotificationSettings, Platform, SecretName, SecretsStatus } from '../platform';
import { desktopSettingsSchema, desktopSettingsUpdateSchema, SECRET_NAMES } from '@common/desktop-bridge';

export function createFakeDesktopPlatform(options: { protection?: SecretsStatus['protection']; embeddedServer?: boolean } = {}) {
  const keys = new Map<SecretName, string>();
  let settings: DesktopSettings = { apiUrl: null, llmBaseUrl: null, llmModel: null };
  let notifications: NotificationSettings = { enabled: true, supported: true };
  const status = (): SecretsStatus => ({
    protection: options.protection ?? 'os',
    set: Object.fromEntries(SECRET_NAMES.map((name) => [name, keys.has(name)])) as Record<SecretName, boolean>,
  });

  const platform = {
    kind: 'desktop',
    info: vi.fn(async () => ({
      kind: 'desktop' as const,
      os: 'linux',
      appVersion: '0.1.0',
      apiOrigin: 'http://127.0.0.1:41000',
      embeddedServer: options.embeddedServer ?? true,
    })),
    storage: pageStorage(globalThis),
    notifications: { show: vi.fn(async () => ({ shown: true, reason: 'shown' as const })) },
    secrets: {
      status: vi.fn(async () => status()),
      set: vi.fn(async (name: SecretName, value: string) => {
        keys.set(name, value);
        return status();
      }),
      clear: vi.fn(async (name: SecretName) => {
        keys.delete(name);
        return status();
      }),
    },
    offlineCache: { read: vi.fn(async () => null), store: vi.fn(async () => true), clearUser: vi.fn(async () => undefined) },
    desktopSignIn: { begin: vi.fn(async () => undefined) },
    desktopSettings: {
      read: vi.fn(async () => settings),
      update: vi.fn(async (change: unknown) => {
        settings = desktopSettingsSchema.parse({ ...settings, ...desktopSettingsUpdateSchema.parse(change) });
        return settings;
      }),
      notificationSettings: vi.fn(async () => notifications),
      setNotificationsEnabled: vi.fn(async (enabled: boolean) => {
        notifications = { ...notifications, enabled };
        return notifications;
      }),
    },
  } satisfies Platform;
  return { platform, keys };
}
