import type { GuardianDesktopBridge } from '@common/desktop-bridge';
import { DESKTOP_BRIDGE_KEY } from '@common/desktop-bridge-key';
import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import type { WebHost } from './web-platform';
import { createWebPlatform } from './web-platform';

function isDesktopBridge(candidate: unknown): candidate is GuardianDesktopBridge {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const bridge = candidate as Partial<GuardianDesktopBridge>;
  return (
    bridge.kind === 'desktop' &&
    typeof bridge.getAppInfo === 'function' &&
    typeof bridge.platform === 'object' &&
    typeof bridge.notifications === 'object' &&
    typeof bridge.secrets === 'object' &&
    typeof bridge.cache === 'object' &&
    typeof bridge.auth === 'object' &&
    typeof bridge.settings === 'object'
  );
}

/**
 * The desktop platform when the Electron preload has exposed its bridge, the web platform otherwise.
 * The bridge is read as unknown on purpose: the window type does not declare it, so only this module can reach it.
 */
export function selectPlatform(host: WebHost): Platform {
  const bridge: unknown = (host as unknown as Record<string, unknown>)[DESKTOP_BRIDGE_KEY];
  return isDesktopBridge(bridge) ? createDesktopPlatform(bridge, host) : createWebPlatform(host);
}
