// Where a notification click or a deep link may take the window: a path on the app origin, nothing else.
import { appRouteSchema } from '@common/desktop-bridge';

/**
 * The absolute URL of `route` on the app origin, or null when the route is not a plain app path or would
 * resolve elsewhere (another host, another scheme). Checked again after parsing so that no quirk of the
 * URL parser can turn a "path" into a different origin.
 */
export function appRouteUrl(route: string, appOrigin: string): string | null {
  if (appOrigin === '' || !appRouteSchema.safeParse(route).success) return null;
  let resolved: URL;
  try {
    resolved = new URL(route, appOrigin);
  } catch {
    return null;
  }
  return resolved.origin === appOrigin ? resolved.href : null;
}
