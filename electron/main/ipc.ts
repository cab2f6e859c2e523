// Every IPC handler is registered through validatedHandler: the channel carries the shared prefix, the
// sending frame must show the storefront, and the arguments must match a zod schema; anything else is
// rejected before the handler runs (the renderer's invoke() then rejects with the reason).
import { z } from 'zod';
import type { DesktopAppInfo } from '../../common/desktop-bridge';
import { IPC_CHANNELS, IPC_PREFIX, appInfoSchema } from '../../common/desktop-bridge';
import type { IpcSenderFrame } from './security/ipc-sender';
import { isTrustedIpcSender } from './security/ipc-sender';

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
}

export function registerIpcHandlers(registry: IpcHandlerRegistry, dependencies: IpcHandlerDependencies): void {
  registry.handle(
    IPC_CHANNELS.appInfo,
    validatedHandler({
      channel: IPC_CHANNELS.appInfo,
      args: z.tuple([]),
      appOrigin: dependencies.appOrigin,
      // Parsed on the way out too, so a main-process bug cannot send the renderer a malformed answer.
      handle: () => appInfoSchema.parse(dependencies.appInfo()),
    }),
  );
}
