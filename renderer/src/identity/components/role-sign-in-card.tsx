import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SignInRoleGroup } from '@common/roles';
import { useApiClient } from '../../api/use-api';
import { login } from '../api/login';
import { dashboardFor, fitsSignInGroup } from '../role-landing';
import { forgotPasswordPath } from '../sign-in-path';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { useSignInForm } from '../use-sign-in-form';
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
  const api = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const form = useSignInForm(async (credentials) => {
    const answer = await login(api, { ...credentials, expectedRole: group });
    await completeSignIn(answer, dashboardFor(answer.user, group), { useStoredTarget: (target) => fitsSignInGroup(group, target) });
  });

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
          <form onSubmit={form.onSubmit} noValidate aria-label={title}>
            <Stack gap="sm">
              {form.errors.form && (
                <Alert color="red" role="alert" title="Could not sign in">
                  {form.errors.form}
                </Alert>
              )}
              <EmailPasswordFields {...form.fields} emailAutoComplete="username" forgotPasswordTo={forgotPasswordPath(group)} />
              <Button type="submit" loading={form.submitting} fullWidth>
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
