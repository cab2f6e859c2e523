import type { AccountUser } from '@common/contracts/accounts';

/** A signed-in account as GET /api/auth/me answers it. */
export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'acc-1',
    uid: 'uid-1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    isDemo: false,
    roles: ['customer'],
    authProvider: 'simple',
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}
