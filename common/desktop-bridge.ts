// The one object the Electron preload exposes to the renderer as window.guardianDesktop.
// Shared by electron/preload (which builds it) and renderer/src/platform (which wraps it).
import { z } from 'zod';

import type { CacheEntryInput, CachedAnswer, CacheKey } from './offline-cache-entry';

export { DESKTOP_BRIDGE_KEY } from './desktop-bridge-key';
/** Every IPC channel starts with this prefix; the main process ignores anything else. */
export const IPC_PREFIX = 'guardians:';

export const IPC_CHANNELS = {
  appInfo: `${IPC_PREFIX}app:info`,
  notificationsShow: `${IPC_PREFIX}notifications:show`,
  notificationsSettings: `${IPC_PREFIX}notifications:settings`,
  notificationsSetEnabled: `${IPC_PREFIX}notifications:set-enabled`,
  secretsStatus: `${IPC_PREFIX}secrets:status`,
  secretsSet: `${IPC_PREFIX}secrets:set`,
  secretsClear: `${IPC_PREFIX}secrets:clear`,
  cacheRead: `${IPC_PREFIX}cache:read`,
  cacheStore: `${IPC_PREFIX}cache:store`,
  cacheClearUser: `${IPC_PREFIX}cache:clear-user`,
  authBeginGoogle: `${IPC_PREFIX}auth:begin-google`,
  settingsRead: `${IPC_PREFIX}settings:read`,
  settingsUpdate: `${IPC_PREFIX}settings:update`,
} as const;

export const appInfoSchema = z.object({
  appVersion: z.string(),
  /** true when the window talks to the server embedded in the app, false for a remote GUARDIANS_API_URL. */
  embeddedServer: z.boolean(),
  apiOrigin: z.string().url(),
});
export type DesktopAppInfo = z.infer<typeof appInfoSchema>;

/**
 * A path inside the storefront: one leading slash (never "//", which a URL parser reads as another host), no
 * backslashes (Chromium treats them as slashes) and no control characters. The main process re-checks it
 * against the app origin before navigating.
 */
export const appRouteSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\]*$/, 'must be a path inside the app, such as /guardians/angio')
  .refine((route) => ![...route].some((character) => character <= '\u001f' || character === '\u007f'), 'must not contain control characters');

// ---- notifications ----

export const desktopNotificationSchema = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().max(500),
  /** Where a click on the notification takes the window. */
  route: appRouteSchema,
});
export type DesktopNotification = z.infer<typeof desktopNotificationSchema>;

export const notificationShownSchema = z.object({
  /** false when the user turned notifications off or the OS offers none. */
  shown: z.boolean(),
  reason: z.enum(['shown', 'disabled', 'unsupported']),
});
export type NotificationShown = z.infer<typeof notificationShownSchema>;

export const notificationSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Whether the operating system can show native notifications at all. */
  supported: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// ---- secrets ----

/** The provider keys the desktop Settings screen may set. Values never travel back to the renderer. */
export const SECRET_NAMES = ['llm-api-key', 'elevenlabs-api-key'] as const;
export const secretNameSchema = z.enum(SECRET_NAMES);
export type SecretName = z.infer<typeof secretNameSchema>;
export const secretValueSchema = z.string().trim().min(1).max(4096);

export const secretsStatusSchema = z.object({
  /** 'os': encrypted with the OS keychain and kept across restarts; 'session-only': kept in memory until the app quits. */
  protection: z.enum(['os', 'session-only']),
  /** Which secrets are set: only whether, never their values. */
  set: z.record(secretNameSchema, z.boolean()),
});
export type SecretsStatus = z.infer<typeof secretsStatusSchema>;

// ---- settings that are not secret ----

/** An http(s) address without user name or password, as GUARDIANS_API_URL and the LLM base URL must be. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'Enter a full address such as https://guardians.example.com' });
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') context.addIssue({ code: 'custom', message: 'The address must start with http:// or https://' });
    else if (url.username !== '' || url.password !== '') context.addIssue({ code: 'custom', message: 'The address must not contain a user name or password' });
  });

/** What the desktop Settings screen keeps in the preferences file (plain text: none of it is secret). */
export const desktopSettingsSchema = z.object({
  /** The remote storefront the app loads at its next start; null uses the server built into the app. */
  apiUrl: httpUrlSchema.nullable(),
  /** OpenAI-compatible chat-completions endpoint of the embedded server's language model. */
  llmBaseUrl: httpUrlSchema.nullable(),
  llmModel: z.string().trim().min(1).max(200).nullable(),
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;

/** A change of some settings; null clears one. */
export const desktopSettingsUpdateSchema = desktopSettingsSchema.partial().strict();
export type DesktopSettingsUpdate = z.infer<typeof desktopSettingsUpdateSchema>;

// ---- offline cache ----
// Its schemas are a module of their own: the web build keeps answers for offline use too and loads only these.
export { cacheUserSchema, cacheKeySchema, cacheEntryInputSchema, cachedAnswerSchema, cacheStoredSchema } from './offline-cache-entry';
export type { CacheKey, CacheEntryInput, CachedAnswer } from './offline-cache-entry';

export interface DesktopPlatformInfo {
  os: string;
  versions: { electron: string; chrome: string; node: string };
}

export interface DesktopNotificationsBridge {
  show(notification: DesktopNotification): Promise<NotificationShown>;
  settings(): Promise<NotificationSettings>;
  setEnabled(enabled: boolean): Promise<NotificationSettings>;
}

export interface DesktopSecretsBridge {
  status(): Promise<SecretsStatus>;
  set(name: SecretName, value: string): Promise<SecretsStatus>;
  clear(name: SecretName): Promise<SecretsStatus>;
}

export interface DesktopCacheBridge {
  read(key: CacheKey): Promise<CachedAnswer>;
  /** false when the path is not one the cache keeps (only cacheable GETs are). */
  store(entry: CacheEntryInput): Promise<boolean>;
  clearUser(userId: string): Promise<void>;
}

export interface DesktopAuthBridge {
  /** Opens the system browser at the storefront's desktop sign-in page (Google refuses embedded browsers). */
  beginGoogleSignIn(): Promise<void>;
}

export interface DesktopSettingsBridge {
  read(): Promise<DesktopSettings>;
  update(change: DesktopSettingsUpdate): Promise<DesktopSettings>;
}

export interface GuardianDesktopBridge {
  kind: 'desktop';
  platform: DesktopPlatformInfo;
  getAppInfo(): Promise<DesktopAppInfo>;
  notifications: DesktopNotificationsBridge;
  secrets: DesktopSecretsBridge;
  cache: DesktopCacheBridge;
  auth: DesktopAuthBridge;
  settings: DesktopSettingsBridge;
}
