import { Button, Stack } from '@mantine/core';
import { useApiClient } from '../../../api/use-api';
import { login } from '../../../identity/api/login';
import { EmailPasswordFields } from '../../../identity/components/email-password-fields';
import { forgotPasswordPath } from '../../../identity/sign-in-path';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';
import { useSignInForm } from '../../../identity/use-sign-in-form';
import { ErrorAlert } from '../../../ui/error-alert';

export function SignInForm() {
  const api = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const form = useSignInForm(async (credentials) => completeSignIn(await login(api, credentials), '/profile'));

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <ErrorAlert error={form.errors.form} title="Could not sign in" />
        <EmailPasswordFields {...form.fields} forgotPasswordTo={forgotPasswordPath()} />
        <Button type="submit" loading={form.submitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
