// Reads a page's screen asks for first, started as the page loads (a route's loader) rather than once the screen's code
// has arrived, been hydrated and mounted (issue 12: a product page's largest element waited for its product's answer,
// asked for only after all of that). The screen's query takes the answer over (query-client.ts, `readQuery`); it is
// read and checked there exactly as an answer it asked for itself.
import { sessionFetch } from './session-fetch';

/** An answer nobody took within this time is let go: its body is cancelled so the request does not stay open. */
export const EARLY_READ_TTL_MS = 15_000;

const pending = new Map<string, Promise<Response>>();
let open = true;

/**
 * Starts GET `url` now, for the query that will ask for it. Only while the page's first screen loads: afterwards a
 * screen finds its answer cached, or asks at once, and an early read nobody takes would be a wasted request.
 */
export function startEarlyRead(url: string): void {
  if (!open || pending.has(url)) return;
  // Asked inside a promise, so even a fetch that throws at once becomes the query's rejected answer, not the loader's.
  const request = Promise.resolve(url).then((asked) => sessionFetch(asked));
  // A failure is the query's to handle when it takes the request; until then it must not be an unhandled rejection.
  request.catch(() => undefined);
  pending.set(url, request);
  setTimeout(() => {
    if (pending.get(url) !== request) return;
    pending.delete(url);
    letGo(request);
  }, EARLY_READ_TTL_MS);
}

/** An answer nobody will take: its body is cancelled so the request does not stay open. */
function letGo(request: Promise<Response>): void {
  void request.then((response) => response.body?.cancel()).catch(() => undefined);
}

/**
 * A session started or ended (identity/session-query.ts): an answer asked under the one before is nobody's to take
 * now, as a customer's reads (their assessments) answer for whoever's cookie they carried.
 */
export function dropEarlyReads(): void {
  for (const request of pending.values()) letGo(request);
  pending.clear();
}

/** The early request for `url`, once: a second read of the same URL (a refetch) goes to the network again. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const request = pending.get(url);
  pending.delete(url);
  return request;
}

/** Called when the first screen is ready (app/router.ts): later navigations start no early reads. */
export function closeEarlyReads(): void {
  open = false;
}

/** Tests only: back to a page that has not loaded yet. */
export function resetEarlyReadsForTests(): void {
  pending.clear();
  open = true;
}
