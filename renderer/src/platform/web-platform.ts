import type { Platform, PlatformInfo } from './platform';

/** The parts of the browser window the web platform reads; a parameter so tests need no real window. */
export interface WebHost {
  location: Pick<Location, 'origin'>;
  navigator: Pick<Navigator, 'platform' | 'userAgent'>;
}

export function createWebPlatform(host: WebHost): Platform {
  return {
    kind: 'web',
    async info(): Promise<PlatformInfo> {
      return {
        kind: 'web',
        // navigator.platform is deprecated but still the only cross-browser answer; empty on some privacy modes.
        os: host.navigator.platform || host.navigator.userAgent,
        appVersion: null,
        apiOrigin: host.location.origin,
        embeddedServer: false,
      };
    },
  };
}
