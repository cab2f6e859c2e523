// Every IPC handler is registered through validatedHandler: the channel carries the shared prefix, the
// sending frame must show the storefront, and the arguments must match a zod schema; anything else is
// rejected before the handler runs (the renderer's invoke() then rejects with the reason).
import { z } from 'zod';
import type { DesktopAppInfo } from '@common/desktop-bridge';
import {
  IPC_CHANNELS,
  IPC_PREFIX,
  appInfoSchema,
  cacheEntryInputSchema,
  cacheKeySchema,
  cachedAnswerSchema,
  cacheStoredSchema,
  desktopNotificationSchema,
  desktopSettingsSchema,
  desktopSettingsUpdateSchema,
  notificationSettingsSchema,
  notificationShownSchema,
  secretNameSchema,
  secretValueSchema,
  secretsStatusSchema,
} from '@common/desktop-bridge';
import type { IpcSenderFrame } from './security/ipc-sender';
import { isTrustedIpcSender } from './security/ipc-sender';
import type { DesktopSettingsStore } from './services/desktop-settings';
import type { DesktopSignIn } from './services/desktop-sign-in';
import type { NotificationService } from './services/notifications';
import type { OfflineCache } from './services/offline-cache';
import type { SecretStore } from './services/secret-store';

/** The parts of Electron's IpcMainInvokeEvent a handler may rely on. */
export interface IpcInvokeEvent {
  readonly senderFrame: IpcSenderFrame | null;
}

export type IpcInvokeListener = (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>;

/** ipcMain.handle, as adapters/ipc-main.ts provides it. */
export interface IpcHandlerRegistry {
  handle(channel: string, listener: IpcInvokeListener): void;
}

export type IpcRejectionCode = 'untrusted_sender' | 'invalid_payload';

export class IpcRejectedError extends Error {
  constructor(
    readonly code: IpcRejectionCode,
    message: string,
  ) {
    super(message);
    this.name = 'IpcRejectedError';
  }
}

export interface ValidatedHandlerOptions<Args extends z.ZodType<unknown[]>> {
  channel: string;
  /** The invoke() arguments as a tuple schema; z.tuple([]) for a message without payload. */
  args: Args;
  appOrigin: () => string;
  handle: (args: z.output<Args>) => unknown;
}

export function validatedHandler<Args extends z.ZodType<unknown[]>>(options: ValidatedHandlerOptions<Args>): IpcInvokeListener {
  if (!options.channel.startsWith(IPC_PREFIX)) {
    throw new Error(`IPC channel "${options.channel}" must start with "${IPC_PREFIX}"`);
  }
  return async (event, ...rawArgs) => {
    if (!isTrustedIpcSender(event.senderFrame, options.appOrigin())) {
      throw new IpcRejectedError('untrusted_sender', `${options.channel} may only be called by the Guardians storefront`);
    }
    const parsed = options.args.safeParse(rawArgs);
    if (!parsed.success) {
      throw new IpcRejectedError('invalid_payload', `${options.channel} received invalid arguments: ${z.prettifyError(parsed.error)}`);
    }
    return options.handle(parsed.data);
  };
}

export interface IpcHandlerDependencies {
  appOrigin: () => string;
  appInfo: () => DesktopAppInfo;
  notifications: Pick<NotificationService, 'show' | 'settings' | 'setEnabled'>;
  /** `read` is deliberately not part of what IPC can reach: secret values never go to the renderer. */
  secrets: Pick<SecretStore, 'status' | 'set' | 'clear'>;
  cache: Pick<OfflineCache, 'read' | 'store' | 'clearUser'>;
  desktopSignIn: Pick<DesktopSignIn, 'begin'>;
  settings: Pick<DesktopSettingsStore, 'read' | 'update'>;
}

export function registerIpcHandlers(registry: IpcHandlerRegistry, dependencies: IpcHandlerDependencies): void {
  const { appOrigin, notifications, secrets, cache, desktopSignIn, settings } = dependencies;
  const register = <Args extends z.ZodType<unknown[]>>(channel: string, args: Args, handle: (args: z.output<Args>) => unknown) =>
    registry.handle(channel, validatedHandler({ channel, args, appOrigin, handle }));

  // Every answer is parsed on the way out too, so a main-process bug cannot send the renderer a malformed answer.
  register(IPC_CHANNELS.appInfo, z.tuple([]), () => appInfoSchema.parse(dependencies.appInfo()));

  register(IPC_CHANNELS.notificationsShow, z.tuple([desktopNotificationSchema]), ([notification]) =>
    notificationShownSchema.parse(notifications.show(notification)),
  );
  register(IPC_CHANNELS.notificationsSettings, z.tuple([]), () => notificationSettingsSchema.parse(notifications.settings()));
  register(IPC_CHANNELS.notificationsSetEnabled, z.tuple([z.boolean()]), ([enabled]) => notificationSettingsSchema.parse(notifications.setEnabled(enabled)));

  register(IPC_CHANNELS.secretsStatus, z.tuple([]), () => secretsStatusSchema.parse(secrets.status()));
  register(IPC_CHANNELS.secretsSet, z.tuple([secretNameSchema, secretValueSchema]), ([name, value]) => secretsStatusSchema.parse(secrets.set(name, value)));
  register(IPC_CHANNELS.secretsClear, z.tuple([secretNameSchema]), ([name]) => secretsStatusSchema.parse(secrets.clear(name)));

  register(IPC_CHANNELS.cacheRead, z.tuple([cacheKeySchema]), ([key]) => cachedAnswerSchema.parse(cache.read(key)));
  register(IPC_CHANNELS.cacheStore, z.tuple([cacheEntryInputSchema]), ([entry]) => cacheStoredSchema.parse({ stored: cache.store(entry) }));
  register(IPC_CHANNELS.cacheClearUser, z.tuple([z.string().min(1).max(64)]), ([userId]) => {
    cache.clearUser(userId);
    return null;
  });

  register(IPC_CHANNELS.authBeginGoogle, z.tuple([]), async () => {
    await desktopSignIn.begin();
    return null;
  });

  register(IPC_CHANNELS.settingsRead, z.tuple([]), () => desktopSettingsSchema.parse(settings.read()));
  register(IPC_CHANNELS.settingsUpdate, z.tuple([desktopSettingsUpdateSchema]), ([change]) => desktopSettingsSchema.parse(settings.update(change)));
}
