import type { GuardianDesktopBridge } from '@common/desktop-bridge';
import { pageStorage } from './page-storage';
import type { StorageHost } from './page-storage';
import type { Platform, PlatformInfo } from './platform';

/**
 * Wraps the object the Electron preload exposes, so no feature depends on its shape. The window keeps its own Web
 * Storage, as a browser tab does.
 */
export function createDesktopPlatform(bridge: GuardianDesktopBridge, host: StorageHost = globalThis): Platform {
  return {
    kind: 'desktop',
    async info(): Promise<PlatformInfo> {
      const app = await bridge.getAppInfo();
      return {
        kind: 'desktop',
        os: bridge.platform.os,
        appVersion: app.appVersion,
        apiOrigin: app.apiOrigin,
        embeddedServer: app.embeddedServer,
      };
    },
    storage: pageStorage(host),
    notifications: { show: (notification) => bridge.notifications.show(notification) },
    secrets: {
      status: () => bridge.secrets.status(),
      set: (name, value) => bridge.secrets.set(name, value),
      clear: (name) => bridge.secrets.clear(name),
    },
    offlineCache: {
      read: (key) => bridge.cache.read(key),
      store: (entry) => bridge.cache.store(entry),
      clearUser: (userId) => bridge.cache.clearUser(userId),
    },
    desktopSignIn: { begin: () => bridge.auth.beginGoogleSignIn() },
    desktopSettings: {
      read: () => bridge.settings.read(),
      update: (change) => bridge.settings.update(change),
      notificationSettings: () => bridge.notifications.settings(),
      setNotificationsEnabled: (enabled) => bridge.notifications.setEnabled(enabled),
    },
  };
}
