// What the renderer may ask of the machine it runs on. Features depend on this interface only,
// so the browser build and the desktop window run the same screens (DESIGN.md section 5).
import type {
  CachedAnswer,
  CacheEntryInput,
  CacheKey,
  DesktopNotification,
  DesktopSettings,
  DesktopSettingsUpdate,
  NotificationSettings,
  NotificationShown,
  SecretName,
  SecretsStatus,
} from '@common/desktop-bridge';

export type PlatformKind = 'web' | 'desktop';

export interface PlatformInfo {
  kind: PlatformKind;
  /** Operating system as the host reports it (the browser's platform string, or Node's os name on desktop). */
  os: string;
  /** Version of the installed desktop app; null in the browser, which always runs what the server serves. */
  appVersion: string | null;
  /** Origin of the API the storefront talks to. */
  apiOrigin: string;
  /** true when the desktop app runs its own embedded server (works offline). */
  embeddedServer: boolean;
}

export interface Platform extends PlatformServices {
  readonly kind: PlatformKind;
  info(): Promise<PlatformInfo>;
}

export type {
  CachedAnswer,
  CacheEntryInput,
  CacheKey,
  DesktopNotification,
  DesktopSettings,
  DesktopSettingsUpdate,
  NotificationSettings,
  NotificationShown,
  SecretName,
  SecretsStatus,
} from '@common/desktop-bridge';

export interface PlatformNotifications {
  show(notification: DesktopNotification): Promise<NotificationShown>;
}

/** Provider keys; only the desktop app can keep them (null in the browser). Values go in, never come back. */
export interface PlatformSecrets {
  status(): Promise<SecretsStatus>;
  set(name: SecretName, value: string): Promise<SecretsStatus>;
  clear(name: SecretName): Promise<SecretsStatus>;
}

/** Last good answers of cacheable GETs, per user, for when the server cannot be reached. */
export interface PlatformOfflineCache {
  read(key: CacheKey): Promise<CachedAnswer>;
  store(entry: CacheEntryInput): Promise<boolean>;
  /** At logout. */
  clearUser(userId: string): Promise<void>;
}

/**
 * Google sign-in through the system browser (null in the browser, which signs in by redirect itself): Google
 * refuses its sign-in inside an embedded browser such as the desktop window.
 */
export interface PlatformDesktopSignIn {
  /** Opens the storefront's desktop sign-in page in the system browser; the app signs in when it comes back. */
  begin(): Promise<void>;
}

/** The desktop app's own settings (null in the browser): non-secret provider settings and native notifications. */
export interface PlatformDesktopSettings {
  read(): Promise<DesktopSettings>;
  update(change: DesktopSettingsUpdate): Promise<DesktopSettings>;
  notificationSettings(): Promise<NotificationSettings>;
  setNotificationsEnabled(enabled: boolean): Promise<NotificationSettings>;
}

/**
 * The page's Web Storage (the browser's, and the desktop window's own): the one way the renderer reaches
 * localStorage, with its keys named in storage-keys.ts.
 */
export interface PlatformStorage {
  /** localStorage, kept across visits. Throws where the browser blocks storage, as `window.localStorage` does. */
  readonly local: Storage;
  /** localStorage, or null where the browser blocks it: for code that carries on without it. */
  localOrNull(): Storage | null;
}

export interface PlatformServices {
  readonly storage: PlatformStorage;
  readonly notifications: PlatformNotifications;
  readonly secrets: PlatformSecrets | null;
  readonly offlineCache: PlatformOfflineCache;
  readonly desktopSignIn: PlatformDesktopSignIn | null;
  readonly desktopSettings: PlatformDesktopSettings | null;
}
