// The one object the Electron preload exposes to the renderer as window.guardianDesktop.
// Shared by electron/preload (which builds it) and renderer/src/platform (which wraps it).
import { z } from 'zod';

export const DESKTOP_BRIDGE_KEY = 'guardianDesktop';
/** Every IPC channel starts with this prefix; the main process ignores anything else. */
export const IPC_PREFIX = 'guardians:';

export const IPC_CHANNELS = {
  appInfo: `${IPC_PREFIX}app:info`,
} as const;

export const appInfoSchema = z.object({
  appVersion: z.string(),
  /** true when the window talks to the server embedded in the app, false for a remote GUARDIANS_API_URL. */
  embeddedServer: z.boolean(),
  apiOrigin: z.string().url(),
});
export type DesktopAppInfo = z.infer<typeof appInfoSchema>;

export interface DesktopPlatformInfo {
  os: string;
  versions: { electron: string; chrome: string; node: string };
}

export interface GuardianDesktopBridge {
  kind: 'desktop';
  platform: DesktopPlatformInfo;
  getAppInfo(): Promise<DesktopAppInfo>;
}
