import { pageStorage } from './page-storage';
import type { StorageHost } from './page-storage';
import type { CachedAnswer, Platform, PlatformInfo, PlatformNotifications, PlatformOfflineCache } from './platform';

/** The parts of the browser window the web platform reads; a parameter so tests need no real window. */
export interface WebHost extends StorageHost {
  location: Pick<Location, 'origin'> & Partial<Pick<Location, 'assign'>>;
  navigator: Pick<Navigator, 'platform' | 'userAgent'>;
  /** The Notification API, absent in some browsers and in insecure contexts. */
  Notification?: Pick<typeof Notification, 'permission'> & (new (title: string, options?: NotificationOptions) => Pick<Notification, 'onclick'>);
  caches?: Pick<CacheStorage, 'open'>;
  focus?: () => void;
}

/** Cache Storage bucket of the offline answers; entries are keyed under a path no API route uses. */
const OFFLINE_CACHE_NAME = 'guardians-offline-answers-v1';
const STORED_AT_HEADER = 'x-guardians-stored-at';
const GUEST = ':guest';

function offlineKeyPrefix(origin: string, userId: string | null): string {
  return `${origin}/__offline/${encodeURIComponent(userId ?? GUEST)}`;
}

function webNotifications(host: WebHost): PlatformNotifications {
  return {
    async show(notification) {
      const NotificationApi = host.Notification;
      if (NotificationApi === undefined) return { shown: false, reason: 'unsupported' };
      // Asking for permission belongs to a user gesture in a settings screen, not to a blessing popping up.
      if (NotificationApi.permission !== 'granted') return { shown: false, reason: 'disabled' };
      const shown = new NotificationApi(notification.title, { body: notification.body });
      const { appRouteSchema } = await import('@common/desktop-bridge');
      const route = appRouteSchema.safeParse(notification.route);
      shown.onclick = () => {
        host.focus?.();
        if (route.success) host.location.assign?.(route.data);
      };
      return { shown: true, reason: 'shown' };
    },
  };
}

/**
 * The browser's offline cache through Cache Storage. The browser bounds and evicts it itself (storage quota),
 * so no LRU bookkeeping here; the service worker serves the same entries for navigations.
 */
function webOfflineCache(host: WebHost): PlatformOfflineCache {
  const open = () => host.caches?.open(OFFLINE_CACHE_NAME);
  return {
    async read(key): Promise<CachedAnswer> {
      const cache = await open();
      const response = await cache?.match(`${offlineKeyPrefix(host.location.origin, key.userId)}${key.path}`);
      if (!response) return null;
      return { body: await response.text(), storedAt: response.headers.get(STORED_AT_HEADER) ?? new Date(0).toISOString() };
    },
    async store(entry) {
      const cache = await open();
      if (!cache) return false;
      const response = new Response(entry.body, { headers: { 'content-type': 'application/json', [STORED_AT_HEADER]: new Date().toISOString() } });
      await cache.put(`${offlineKeyPrefix(host.location.origin, entry.userId)}${entry.path}`, response);
      return true;
    },
    async clearUser(userId) {
      const cache = await open();
      if (!cache) return;
      const prefix = `${offlineKeyPrefix(host.location.origin, userId)}/`;
      const requests = await cache.keys();
      await Promise.all(requests.filter((request) => request.url.startsWith(prefix)).map((request) => cache.delete(request)));
    },
  };
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
    storage: pageStorage(host),
    notifications: webNotifications(host),
    // A browser has no safe place for provider keys; only the desktop app offers this.
    secrets: null,
    offlineCache: webOfflineCache(host),
    // The browser signs in with Google by redirect itself, and has no app settings to keep.
    desktopSignIn: null,
    desktopSettings: null,
  };
}
