// The sending state of an account form (sign in, create an account, the first admin, a partner's invitation): one
// submit at a time, the errors of the last failure, and the form left submitting on success while the app moves on.
import { useState } from 'react';
import type { AccountFormErrors } from './account-form-errors';

export interface AccountFormSubmit<Errors extends AccountFormErrors> {
  errors: Errors;
  /** For errors found before sending (an empty field), or cleared by the form. */
  setErrors: (errors: Errors) => void;
  submitting: boolean;
  /**
   * Clears the errors and sends. On success the form stays submitting: `send` has moved the app on to the signed-in
   * page. On failure the form can be sent again, with the errors `failed` makes of the error (none: undefined).
   */
  submit: (send: () => Promise<void>, failed: (error: unknown) => Errors | undefined | Promise<Errors | undefined>) => Promise<void>;
}

export function useAccountFormSubmit<Errors extends AccountFormErrors = AccountFormErrors>(): AccountFormSubmit<Errors> {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [submitting, setSubmitting] = useState(false);

  async function submit(send: () => Promise<void>, failed: (error: unknown) => Errors | undefined | Promise<Errors | undefined>) {
    setErrors({} as Errors);
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      setSubmitting(false);
      const found = failed(error);
      const next = found instanceof Promise ? await found : found;
      if (next !== undefined) setErrors(next);
    }
  }

  return { errors, setErrors, submitting, submit };
}
