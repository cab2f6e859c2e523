import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { HIGH_LOAD_TEXT } from '@common/system-texts';
import { ApiError } from '../api/api-error';
import {
  accountFormErrors,
  EMAIL_IN_USE_TEXT,
  GUESSABLE_PASSWORD_ADVICE,
  GUESSABLE_PASSWORD_TEXT,
  INVALID_EMAIL_TEXT,
  RATE_LIMITED_TEXT,
} from './account-form-errors';

const strictPolicy = { ...DEFAULT_PASSWORD_POLICY, minLength: 10, requireUppercase: true, requireNumeric: true };
const fallback = 'Signing in failed. Please try again.';

describe('accountFormErrors', () => {
  it('puts INVALID_EMAIL and EMAIL_IN_USE beside the email field', () => {
    expect(accountFormErrors(new ApiError(400, '400: …', { code: 'INVALID_EMAIL' }), strictPolicy, fallback)).toEqual({ email: INVALID_EMAIL_TEXT });
    expect(accountFormErrors(new ApiError(409, '409: …', { code: 'EMAIL_IN_USE' }), strictPolicy, fallback)).toEqual({ email: EMAIL_IN_USE_TEXT });
  });

  it('names the failed rules of WEAK_PASSWORD beside the password field', () => {
    const error = new ApiError(400, '400: …', { code: 'WEAK_PASSWORD', details: { failed: ['minLength', 'numeric'] } });
    expect(accountFormErrors(error, strictPolicy, fallback)).toEqual({
      password: 'Choose a stronger password with at least 10 characters, a number.',
    });
  });

  it('says a common password is too easy to guess, with the server’s reason and what to do instead', () => {
    const common = new ApiError(400, '400: …', {
      code: 'WEAK_PASSWORD',
      details: { failed: ['strength'], warning: 'This is a heavily used password.' },
    });
    expect(accountFormErrors(common, DEFAULT_PASSWORD_POLICY, fallback)).toEqual({
      password: `This is a heavily used password. ${GUESSABLE_PASSWORD_ADVICE}`,
    });
    const shortAndCommon = new ApiError(400, '400: …', { code: 'WEAK_PASSWORD', details: { failed: ['minLength', 'strength'], warning: null } });
    expect(accountFormErrors(shortAndCommon, strictPolicy, fallback)).toEqual({
      password: `Choose a stronger password with at least 10 characters. ${GUESSABLE_PASSWORD_TEXT} ${GUESSABLE_PASSWORD_ADVICE}`,
    });
  });

  it("shows the server's sentence for wrong credentials", () => {
    const error = new ApiError(401, '401: …', { code: 'INVALID_CREDENTIALS', serverMessage: 'Invalid email or password' });
    expect(accountFormErrors(error, strictPolicy, fallback)).toEqual({ form: 'Invalid email or password' });
  });

  it('says to wait when rate limited, also after the retries of a 429 ran out', () => {
    const limited = new ApiError(429, HIGH_LOAD_TEXT, { code: 'RATE_LIMITED' });
    expect(accountFormErrors(limited, strictPolicy, fallback)).toEqual({ form: RATE_LIMITED_TEXT });
    const exhausted = new ApiError(429, 'Request failed after multiple attempts', { code: 'RETRY_EXHAUSTED', cause: limited });
    expect(accountFormErrors(exhausted, strictPolicy, fallback)).toEqual({ form: RATE_LIMITED_TEXT });
  });

  it("uses the server's sentence for a wrong role, and the screen's default for anything unknown", () => {
    const wrongRole = new ApiError(403, '403: …', { code: 'ROLE_REQUIRED', serverMessage: 'This account is not a partner account.' });
    expect(accountFormErrors(wrongRole, strictPolicy, fallback)).toEqual({ form: 'This account is not a partner account.' });
    expect(accountFormErrors(new TypeError('x'), strictPolicy, fallback)).toEqual({ form: fallback });
  });
});
