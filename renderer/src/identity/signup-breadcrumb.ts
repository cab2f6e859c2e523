// The signup breadcrumb of spec 3 and 4: left in local storage before an account is created, so the signup
// reward can be claimed once the new account is signed in.
import type { GuardianId } from '@common/guardians';
import type { SignupBreadcrumb } from '@common/rewards';
import { STORAGE_KEYS } from '../platform/storage-keys';

/** Coins of the welcome reward; the server caps what it pays. */
export const SIGNUP_REWARD_COINS = 100;

export function signupBreadcrumbFor(guardianId: GuardianId): SignupBreadcrumb {
  return { action: 'signup', guardianId, rewardAmount: SIGNUP_REWARD_COINS, rewardType: 'system_bonus' };
}

export function storeSignupBreadcrumb(storage: Storage, guardianId: GuardianId): void {
  storage.setItem(STORAGE_KEYS.signupBreadcrumb.key, JSON.stringify(signupBreadcrumbFor(guardianId)));
}
