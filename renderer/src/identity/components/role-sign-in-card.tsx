import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { SignInRoleGroup } from '../../../../common/roles';
import { DEFAULT_PASSWORD_POLICY } from '../../../../common/password-policy';
import type { AccountFormErrors } from '../account-form-errors';
import { accountFormErrors } from '../account-form-errors';
import { login } from '../api/login';
import { dashboardFor } from '../role-landing';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { EmailPasswordFields } from './email-password-fields';

interface RoleSignInCardProps {
  title: string;
  intro: string;
  group: SignInRoleGroup;
  /** Shown under the form, e.g. where customers sign in instead. */
  footer?: ReactNode;
}

/** Sign-in for accounts of one role group (POST /api/login with expectedRole); lands on their dashboard. */
export function RoleSignInCard({ title, intro, group, footer }: RoleSignInCardProps) {
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
      const answer = await login({ email, password, expectedRole: group });
      await completeSignIn(answer, dashboardFor(answer.user, group), { useStoredTarget: false });
    } catch (error) {
      setErrors(accountFormErrors(error, DEFAULT_PASSWORD_POLICY, 'Signing in failed. Please try again.'));
      setSubmitting(false);
    }
  }

  return (
    <Container size={460} py="xl" px="md">
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {intro}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
            <Stack gap="sm">
              {errors.form && (
                <Alert color="red" role="alert" title="Could not sign in">
                  {errors.form}
                </Alert>
              )}
              <EmailPasswordFields
                purpose="sign-in"
                emailAutoComplete="username"
                email={email}
                onEmailChange={setEmail}
                password={password}
                onPasswordChange={setPassword}
                errors={errors}
              />
              <Button type="submit" loading={submitting} fullWidth>
                Sign in
              </Button>
            </Stack>
          </form>
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
