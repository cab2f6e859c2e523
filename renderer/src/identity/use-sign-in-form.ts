// The state and submit flow of an email-and-password sign-in form: the storefront's and the role cards'.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import type { AccountFormErrors } from './account-form-errors';
import { accountFormErrors } from './account-form-errors';

export interface Credentials {
  email: string;
  password: string;
}

export const SIGN_IN_FAILED_TEXT = 'Signing in failed. Please try again.';

/**
 * `signIn` signs in and moves on (it resolves once the app has left for the signed-in page); a failure becomes the
 * field and form errors of the API's answer, and the form can be sent again.
 */
export function useSignInForm(signIn: (credentials: Credentials) => Promise<void>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setSubmitting(true);
    try {
      await signIn({ email, password });
    } catch (error) {
      setErrors(accountFormErrors(error, DEFAULT_PASSWORD_POLICY, SIGN_IN_FAILED_TEXT));
      setSubmitting(false);
    }
  }

  return {
    errors,
    submitting,
    onSubmit: (event: FormEvent) => void submit(event),
    fields: { purpose: 'sign-in' as const, email, onEmailChange: setEmail, password, onPasswordChange: setPassword, errors },
  };
}
