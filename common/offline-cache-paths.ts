// Which API answers the offline cache keeps. One list for the desktop main process (SQLite) and the renderer
// (which decides what to store and what to serve when the server cannot be reached).

/**
 * The GETs whose answers are worth showing offline: catalogue, guardians and their habits, and the signed-in
 * user's own assessments and wallet. Carts, orders and admin lists are left out: a stale copy of those would
 * mislead more than it helps.
 */
export const CACHEABLE_API_PATHS: readonly RegExp[] = [
  /^\/api\/products(\/[^/?#]+)?$/,
  /^\/api\/guardians(\/[^/?#]+)?$/,
  /^\/api\/healthy-habits\/guardian\/[^/?#]+$/,
  /^\/api\/assessment\/(mine|questions)$/,
  /^\/api\/wallet$/,
  // Who is signed in: kept once per device, under the signed-out key, and replaced at every sign-in and sign-out,
  // so an app started offline knows whose answers to show (the renderer's offline-answer-store.ts writes it).
  /^\/api\/auth\/me$/,
];

/** Whether an API path (with or without its query) is one the offline cache keeps. */
export function isCacheableApiPath(pathWithQuery: string): boolean {
  const path = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  return CACHEABLE_API_PATHS.some((pattern) => pattern.test(path));
}
