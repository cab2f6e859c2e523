// The links to the orders this tab placed as a guest (issue 44): the order page takes the token out of its address
// and keeps it here, so the address a browser shows, shares or sends on as a Referer holds no secret, and a reload
// still opens the order.
import { STORAGE_KEYS } from '../../platform/storage-keys';

/** Orders remembered at once; the oldest goes first. */
const MAX_LINKS = 10;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

function readAll(storage: Storage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.guestOrderLinks.key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && TOKEN_FORMAT.test(entry[1])));
  } catch {
    return {};
  }
}

export function rememberGuestOrderLink(storage: Storage, orderId: string, token: string): void {
  if (!TOKEN_FORMAT.test(token)) return;
  const links = Object.entries(readAll(storage)).filter(([id]) => id !== orderId);
  links.push([orderId, token]);
  storage.setItem(STORAGE_KEYS.guestOrderLinks.key, JSON.stringify(Object.fromEntries(links.slice(-MAX_LINKS))));
}

export function guestOrderToken(storage: Storage, orderId: string): string | null {
  return readAll(storage)[orderId] ?? null;
}

export function forgetGuestOrderLink(storage: Storage, orderId: string): void {
  const links = readAll(storage);
  delete links[orderId];
  storage.setItem(STORAGE_KEYS.guestOrderLinks.key, JSON.stringify(links));
}
