// The state and submit flow of an email-and-password sign-in form: the storefront's and the role cards'.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { accountFormErrors } from './account-form-errors';
import { useAccountFormSubmit } from './use-account-form-submit';

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
  const { errors, submitting, submit } = useAccountFormSubmit();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(
      () => signIn({ email, password }),
      (error) => accountFormErrors(error, DEFAULT_PASSWORD_POLICY, SIGN_IN_FAILED_TEXT),
    );
  }

  return {
    errors,
    submitting,
    onSubmit,
    fields: { purpose: 'sign-in' as const, email, onEmailChange: setEmail, password, onPasswordChange: setPassword, errors },
  };
}
