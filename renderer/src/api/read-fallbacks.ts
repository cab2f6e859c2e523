import type { ProductListResponse } from '@common/contracts/catalog';
import { DEFAULT_PRODUCT_PAGE_SIZE } from '@common/contracts/constants';
import type { GuardianListResponse } from '@common/contracts/guardians';
import type { HealthyHabitsResponse } from '@common/contracts/habits';
import { DATA_UNAVAILABLE_TEXT } from '@common/system-texts';

/**
 * What a read answers when the server is overloaded or unreachable (spec 8, "read fallbacks when overloaded").
 * `throw`: the screen shows the high-load error. `answer`: the query resolves with this value instead.
 */
export type ReadFallback = { kind: 'throw' } | { kind: 'answer'; answer: unknown };

/**
 * Paths about one person: their session, account, wallet, profile, cart, orders and consultations, or a lookup by
 * their user id or email. An invented empty answer there would read as "you have none", so the screen shows the
 * error instead.
 */
const ACCOUNT_AREAS: ReadonlySet<string> = new Set(['auth', 'user', 'users', 'wallet', 'profile', 'account', 'cart', 'orders', 'consultations']);
const PERSONAL_LOOKUP_SEGMENTS: ReadonlySet<string> = new Set(['user', 'email']);

/**
 * Empty lists in the shape each list path normally answers (its contract's type), so a screen renders its empty
 * state unchanged and the answer passes the schema the query reads it with.
 */
const EMPTY_LISTS: readonly { matches: (segments: readonly string[]) => boolean; empty: () => unknown }[] = [
  {
    matches: (s) => s.length === 2 && s[1] === 'products',
    empty: (): ProductListResponse => ({ products: [], total: 0, page: 1, pageSize: DEFAULT_PRODUCT_PAGE_SIZE }),
  },
  { matches: (s) => s.length === 2 && s[1] === 'guardians', empty: (): GuardianListResponse => ({ guardians: [] }) },
  { matches: (s) => s[1] === 'healthy-habits' && s[2] === 'guardian', empty: (): HealthyHabitsResponse => ({ habits: [] }) },
];

export function readFallbackFor(path: string): ReadFallback {
  // ['api', 'products'] for '/api/products'
  const segments = path.split('/').filter((segment) => segment !== '');
  const area = segments[1] ?? '';

  if (ACCOUNT_AREAS.has(area) || segments.some((segment) => PERSONAL_LOOKUP_SEGMENTS.has(segment))) {
    return { kind: 'throw' };
  }
  const list = EMPTY_LISTS.find((candidate) => candidate.matches(segments));
  if (list) return { kind: 'answer', answer: list.empty() };
  if (segments.includes('dashboard')) return { kind: 'answer', answer: { offline: true } };
  return { kind: 'answer', answer: { offline: true, message: DATA_UNAVAILABLE_TEXT } };
}
