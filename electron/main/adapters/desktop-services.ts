// Electron's and the file system's side of the main-process services: native notifications, electron-store
// files, safeStorage and the offline cache's SQLite file. Each service gets these through its small interface.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Notification, safeStorage } from 'electron';
import Store from 'electron-store';
import type { NotificationPreference, Notifier } from '../services/notifications';
import { OfflineCache } from '../services/offline-cache';
import type { KeyValueStore, SafeStorage } from '../services/secret-store';

/** Electron may collect a notification object before it is clicked; keep each until it is done with. */
const liveNotifications = new Set<Notification>();

export const nativeNotifier: Notifier = {
  isSupported: () => Notification.isSupported(),
  show(notification, onClick) {
    const native = new Notification({ title: notification.title, body: notification.body });
    liveNotifications.add(native);
    native.on('click', () => {
      liveNotifications.delete(native);
      onClick();
    });
    native.on('close', () => liveNotifications.delete(native));
    native.show();
  },
};

export const electronSafeStorage: SafeStorage = {
  isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
  encryptString: (plainText) => safeStorage.encryptString(plainText),
  decryptString: (encrypted) => safeStorage.decryptString(encrypted),
};

/** A JSON file in the user-data folder (electron-store writes it atomically). */
export function userDataStore(name: string): KeyValueStore & { getValue(key: string): unknown; setValue(key: string, value: unknown): void } {
  const store = new Store<Record<string, unknown>>({ name });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
    getValue: (key) => store.get(key),
    setValue: (key, value) => store.set(key, value),
  };
}

export function notificationPreference(preferences: ReturnType<typeof userDataStore>): NotificationPreference {
  return {
    // On until the user turns them off.
    get: () => preferences.getValue('notifications.enabled') !== false,
    set: (enabled) => preferences.setValue('notifications.enabled', enabled),
  };
}

export function openOfflineCache(userDataPath: string): OfflineCache {
  return new OfflineCache(new BetterSqlite3(join(userDataPath, 'offline-cache.sqlite')), { now: () => new Date() });
}
