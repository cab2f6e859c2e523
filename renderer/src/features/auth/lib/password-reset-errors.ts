// What a refused reset request or reset means for the person, by the server's code.
import type { PasswordPolicy } from '@common/password-policy';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import type { AccountFormErrors } from '../../../identity/account-form-errors';
import { INVALID_EMAIL_TEXT, accountFormErrors } from '../../../identity/account-form-errors';

export const ENTER_EMAIL_TEXT = 'Enter the email address of your account.';
export const REQUEST_FAILED_TEXT = 'The reset link could not be sent. Check your connection, then try again.';
export const RESET_FAILED_TEXT = 'Your password could not be changed. Check your connection, then try again.';

/** "Wait 3 minutes" from the 429's details.retryAfterSeconds (what its Retry-After header says). */
export function waitText(error: ApiError): string {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return 'Wait a few minutes';
  if (seconds < 60) {
    const whole = Math.ceil(seconds);
    return `Wait ${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Wait ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && error.code === 'RATE_LIMITED';
}

export function forgotPasswordErrors(error: unknown): Pick<AccountFormErrors, 'email' | 'form'> {
  if (isRateLimited(error)) return { form: `Too many requests for a reset link. ${waitText(error)}, then try again.` };
  if (error instanceof ApiError && (error.code === 'INVALID_EMAIL' || error.code === 'VALIDATION_FAILED')) return { email: INVALID_EMAIL_TEXT };
  return { form: errorSentence(error, REQUEST_FAILED_TEXT) };
}

export interface ResetPasswordErrors extends Pick<AccountFormErrors, 'password' | 'form'> {
  confirmation?: string;
  /** The link is unknown, used or expired: the form cannot succeed, whatever is typed. */
  linkInvalid?: true;
}

/** A VALIDATION_FAILED about the token is a link this server never sent (cut short, or edited). */
function refusesToken(error: ApiError): boolean {
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) && issues.some((issue: unknown) => (issue as { path?: unknown } | null)?.path === 'token');
}

export function resetPasswordErrors(error: unknown, policy: PasswordPolicy): ResetPasswordErrors {
  if (error instanceof ApiError && (error.code === 'RESET_LINK_INVALID' || (error.code === 'VALIDATION_FAILED' && refusesToken(error)))) {
    return { linkInvalid: true };
  }
  if (isRateLimited(error)) return { form: `Too many attempts. ${waitText(error)}, then try again.` };
  const found = accountFormErrors(error, policy, RESET_FAILED_TEXT);
  return found.password !== undefined ? { password: found.password } : { form: found.form ?? errorSentence(error, RESET_FAILED_TEXT) };
}
