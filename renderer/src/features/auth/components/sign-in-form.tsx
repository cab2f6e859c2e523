import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { DEFAULT_PASSWORD_POLICY } from '../../../../../common/password-policy';
import type { AccountFormErrors } from '../../../identity/account-form-errors';
import { accountFormErrors } from '../../../identity/account-form-errors';
import { login } from '../../../identity/api/login';
import { EmailPasswordFields } from '../../../identity/components/email-password-fields';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';

export function SignInForm() {
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setSubmitting(true);
    try {
      await completeSignIn(await login({ email, password }), '/profile');
    } catch (error) {
      setErrors(accountFormErrors(error, DEFAULT_PASSWORD_POLICY, 'Signing in failed. Please try again.'));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="sm">
        {errors.form && (
          <Alert color="red" role="alert" title="Could not sign in">
            {errors.form}
          </Alert>
        )}
        <EmailPasswordFields purpose="sign-in" email={email} onEmailChange={setEmail} password={password} onPasswordChange={setPassword} errors={errors} />
        <Button type="submit" loading={submitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
