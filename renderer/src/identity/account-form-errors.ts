// Turns a failed sign-in or sign-up call into sentences beside the fields they concern (issue 3: field errors
// from the API codes).
import type { PasswordPolicy, PasswordRule } from '@common/password-policy';
import { checkPassword } from '@common/password-policy';
import { ApiError } from '../api/api-error';
import { errorSentence } from '../api/error-texts';

export interface AccountFormErrors {
  email?: string;
  password?: string;
  /** A sentence about the whole form. */
  form?: string;
}

export const INVALID_EMAIL_TEXT = 'Enter a valid email address, such as name@example.com.';
export const EMAIL_IN_USE_TEXT = 'An account with this email already exists. Sign in instead, or use another email.';
export const INVALID_CREDENTIALS_TEXT = 'Invalid email or password';
export const RATE_LIMITED_TEXT = 'Too many attempts. Wait a few minutes, then try again.';

function codeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // Login and register are retried on a 429; when the retries run out the server's code is on the cause.
  if (error.code === 'RETRY_EXHAUSTED' && error.cause instanceof ApiError) return error.cause.code;
  return error.code;
}

function failedRules(error: ApiError): PasswordRule[] {
  const details = error.details as { failed?: unknown } | undefined;
  return Array.isArray(details?.failed) ? details.failed.filter((rule): rule is PasswordRule => typeof rule === 'string') : [];
}

/** The server's reason a password is guessable ("This is a heavily used password."), when it gave one. */
function guessableReason(error: ApiError): string | undefined {
  const warning = (error.details as { warning?: unknown } | undefined)?.warning;
  return typeof warning === 'string' && warning.trim() !== '' ? warning.trim().slice(0, 200) : undefined;
}

export const GUESSABLE_PASSWORD_TEXT = 'This password is too common or too easy to guess.';
export const GUESSABLE_PASSWORD_ADVICE = 'Choose another, such as three or four unrelated words.';

export function weakPasswordText(failed: readonly PasswordRule[], policy: PasswordPolicy, reason?: string): string {
  const labels = checkPassword('', policy)
    .filter((result) => result.rule !== 'strength' && failed.includes(result.rule))
    .map((result) => result.label.charAt(0).toLowerCase() + result.label.slice(1));
  const sentences: string[] = [];
  if (labels.length > 0) sentences.push(`Choose a stronger password with ${labels.join(', ')}.`);
  if (failed.includes('strength')) sentences.push(`${reason ?? GUESSABLE_PASSWORD_TEXT} ${GUESSABLE_PASSWORD_ADVICE}`);
  return sentences.length > 0 ? sentences.join(' ') : 'Choose a stronger password.';
}

export function accountFormErrors(error: unknown, policy: PasswordPolicy, screenDefault: string): AccountFormErrors {
  switch (codeOf(error)) {
    case 'INVALID_EMAIL':
      return { email: INVALID_EMAIL_TEXT };
    case 'WEAK_PASSWORD':
      return { password: weakPasswordText(failedRules(error as ApiError), policy, guessableReason(error as ApiError)) };
    case 'EMAIL_IN_USE':
      return { email: EMAIL_IN_USE_TEXT };
    case 'INVALID_CREDENTIALS':
      return { form: INVALID_CREDENTIALS_TEXT };
    case 'RATE_LIMITED':
      return { form: RATE_LIMITED_TEXT };
    case 'ROLE_REQUIRED':
      return { form: errorSentence(error, 'This account cannot sign in here.') };
    default:
      return { form: errorSentence(error, screenDefault) };
  }
}
