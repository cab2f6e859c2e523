// The read of this account's (or this browser's guest) assessments, apart from its schema: the dashboard's route
// starts it beside the screen's code (app/routes.tsx) without loading the assessments contract
// into the first visit's code.
import { mirrorSaysSignedIn } from '../../identity/auth-storage';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { CUSTOMER_READ_PATHS } from '@common/customer-reads';
import { platform } from '../../platform/current-platform';

export const MY_ASSESSMENTS_QUERY_KEY = [CUSTOMER_READ_PATHS.myAssessments] as const;

/** Signed out, only a browser that took an assessment holds a guest claim; asking without one is a certain 401. */
export function holdsGuestClaim(): boolean {
  try {
    return platform.storage.local.getItem(STORAGE_KEYS.tempUserEmail.key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether asking before the session is known is likely to find a history: the browser's mirror says someone is
 * signed in, or it holds a guest claim. A hint for an early read only; the screen asks once the session decides.
 */
export function myAssessmentsLikely(): boolean {
  return holdsGuestClaim() || mirrorSaysSignedIn(() => platform.storage.local);
}
