// Builds window.guardianDesktop from injected ipcRenderer- and process-like objects, so its shape and
// validation are tested without Electron. The renderer gets plain data and one function, never ipcRenderer.
import type { DesktopAppInfo, DesktopPlatformInfo, GuardianDesktopBridge } from '../../common/desktop-bridge';
import { IPC_CHANNELS, appInfoSchema } from '../../common/desktop-bridge';

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
  return {
    kind: 'desktop',
    platform,
    async getAppInfo(): Promise<DesktopAppInfo> {
      const answer = appInfoSchema.safeParse(await ipc.invoke(IPC_CHANNELS.appInfo));
      if (!answer.success) throw new Error('The desktop app answered the app-info request in an unexpected format.');
      return answer.data;
    },
  };
}
