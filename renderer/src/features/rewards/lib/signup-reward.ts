// The signup reward of spec 4: once per session, for a signed-in user with an email and a stored breadcrumb.
import type { SignupBreadcrumb } from '@common/rewards';
import type { SignupRewardAnswer } from '../api/process-signup-breadcrumb';
import { STORAGE_KEYS } from '../../../platform/storage-keys';

export const WELCOME_REWARD_TITLE = 'Welcome Reward!';
export const REWARD_ERROR_TITLE = 'Reward Processing Error';
export const REWARD_ERROR_TEXT = 'There was an issue processing your signup reward. Please contact support.';

export interface SignupRewardDeps {
  local: Storage;
  session: Storage;
  submit(userEmail: string, breadcrumb: SignupBreadcrumb): Promise<SignupRewardAnswer>;
  onRewarded(answer: SignupRewardAnswer): void;
  onFailed(error: unknown): void;
}

export type SignupRewardOutcome = 'no-breadcrumb' | 'already-tried' | 'invalid-deleted' | 'rewarded' | 'failed';

function triedEmails(session: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(session.getItem(STORAGE_KEYS.signupRewardTried.key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export async function claimSignupReward(userEmail: string, deps: SignupRewardDeps): Promise<SignupRewardOutcome> {
  const raw = deps.local.getItem(STORAGE_KEYS.signupBreadcrumb.key);
  if (raw === null) return 'no-breadcrumb';
  // The schema loads only when there is a breadcrumb to read (after a sign-up), not with every first page; before
  // the checks below, so that from them to the submit nothing waits and two calls cannot both pass.
  const { signupBreadcrumbSchema } = await import('@common/rewards');
  const email = userEmail.trim().toLowerCase();
  const tried = triedEmails(deps.session);
  if (tried.includes(email)) return 'already-tried';

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const breadcrumb = signupBreadcrumbSchema.safeParse(parsed);
  if (!breadcrumb.success) {
    deps.local.removeItem(STORAGE_KEYS.signupBreadcrumb.key);
    return 'invalid-deleted';
  }

  deps.session.setItem(STORAGE_KEYS.signupRewardTried.key, JSON.stringify([...tried, email]));
  try {
    const answer = await deps.submit(userEmail, breadcrumb.data);
    deps.local.removeItem(STORAGE_KEYS.signupBreadcrumb.key);
    deps.onRewarded(answer);
    return 'rewarded';
  } catch (error) {
    // The breadcrumb stays: the next session tries again, and the server pays at most once.
    deps.onFailed(error);
    return 'failed';
  }
}
