import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@common/contracts/accounts';
import { clearSignedInMirror, mirrorSaysSignedIn, mirrorSignedInUser } from './auth-storage';

const customer = {
  id: 'u1',
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  isDemo: false,
} as unknown as AccountUser;

describe('mirrorSaysSignedIn', () => {
  it('says yes after a confirmed sign-in is mirrored, and no once the mirror is cleared', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(mirrorSaysSignedIn(() => storage)).toBe(false);
    mirrorSignedInUser(storage, customer);
    expect(mirrorSaysSignedIn(() => storage)).toBe(true);
    clearSignedInMirror(storage);
    expect(mirrorSaysSignedIn(() => storage)).toBe(false);
  });

  it('says no for any other value, and when the storage cannot be read', () => {
    window.localStorage.setItem('isAuthenticated', 'yes');
    expect(mirrorSaysSignedIn(() => window.localStorage)).toBe(false);
    expect(
      mirrorSaysSignedIn(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBe(false);
    window.localStorage.clear();
  });
});
