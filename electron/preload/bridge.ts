// Builds window.guardianDesktop from injected ipcRenderer- and process-like objects, so its shape and
// validation are tested without Electron. The renderer gets plain data and functions, never ipcRenderer.
import type { z } from 'zod';
import type { DesktopPlatformInfo, GuardianDesktopBridge } from '@common/desktop-bridge';
import {
  IPC_CHANNELS,
  appInfoSchema,
  cachedAnswerSchema,
  cacheStoredSchema,
  desktopSettingsSchema,
  notificationSettingsSchema,
  notificationShownSchema,
  secretsStatusSchema,
} from '@common/desktop-bridge';

export interface BridgeIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

/** What a sandboxed preload's `process` offers. */
export interface BridgeProcess {
  readonly platform: string;
  readonly versions: Readonly<Record<string, string | undefined>>;
}

export function createDesktopBridge(ipc: BridgeIpc, runtime: BridgeProcess): GuardianDesktopBridge {
  // Copied now: the renderer must not hold a live reference to the preload's process object.
  const platform: DesktopPlatformInfo = {
    os: runtime.platform,
    versions: {
      electron: runtime.versions.electron ?? 'unknown',
      chrome: runtime.versions.chrome ?? 'unknown',
      node: runtime.versions.node ?? 'unknown',
    },
  };

  /** Invokes a channel and checks the answer, so a renderer never acts on a malformed reply. */
  async function ask<T>(schema: z.ZodType<T>, what: string, channel: string, ...args: unknown[]): Promise<T> {
    const answer = schema.safeParse(await ipc.invoke(channel, ...args));
    if (!answer.success) throw new Error(`The desktop app answered the ${what} request in an unexpected format.`);
    return answer.data;
  }

  return {
    kind: 'desktop',
    platform,
    getAppInfo: () => ask(appInfoSchema, 'app-info', IPC_CHANNELS.appInfo),
    notifications: {
      show: (notification) => ask(notificationShownSchema, 'notification', IPC_CHANNELS.notificationsShow, notification),
      settings: () => ask(notificationSettingsSchema, 'notification settings', IPC_CHANNELS.notificationsSettings),
      setEnabled: (enabled) => ask(notificationSettingsSchema, 'notification settings', IPC_CHANNELS.notificationsSetEnabled, enabled),
    },
    secrets: {
      status: () => ask(secretsStatusSchema, 'secrets status', IPC_CHANNELS.secretsStatus),
      set: (name, value) => ask(secretsStatusSchema, 'secrets status', IPC_CHANNELS.secretsSet, name, value),
      clear: (name) => ask(secretsStatusSchema, 'secrets status', IPC_CHANNELS.secretsClear, name),
    },
    cache: {
      read: (key) => ask(cachedAnswerSchema, 'offline cache', IPC_CHANNELS.cacheRead, key),
      store: async (entry) => (await ask(cacheStoredSchema, 'offline cache', IPC_CHANNELS.cacheStore, entry)).stored,
      clearUser: async (userId) => {
        await ipc.invoke(IPC_CHANNELS.cacheClearUser, userId);
      },
    },
    auth: {
      beginGoogleSignIn: async () => {
        await ipc.invoke(IPC_CHANNELS.authBeginGoogle);
      },
    },
    settings: {
      read: () => ask(desktopSettingsSchema, 'settings', IPC_CHANNELS.settingsRead),
      update: (change) => ask(desktopSettingsSchema, 'settings', IPC_CHANNELS.settingsUpdate, change),
    },
  };
}
