import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { useApiClient } from '../../../api/use-api';
import { ApiError } from '../../../api/api-error';
import type { AccountFormErrors } from '../../../identity/account-form-errors';
import { accountFormErrors } from '../../../identity/account-form-errors';
import { usePasswordPolicy } from '../../../identity/api/get-password-policy';
import { EmailPasswordFields } from '../../../identity/components/email-password-fields';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';
import { adminSetupStatusQueryOptions } from '../api/get-admin-setup-status';
import { createFirstAdmin } from '../api/create-first-admin';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAccountFormSubmit } from '../../../identity/use-account-form-submit';

export const INVALID_SETUP_TOKEN_TEXT = 'This setup token is not the one the server printed. Copy it again from the server log of its last start.';

export function AdminSetupForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const completeSignIn = useCompleteSignIn();
  const policy = usePasswordPolicy().data ?? DEFAULT_PASSWORD_POLICY;
  const [token, setToken] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, submitting, submit } = useAccountFormSubmit<AccountFormErrors & { token?: string }>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(
      async () => {
        const answer = await createFirstAdmin(api, {
          token: token.trim(),
          email,
          password,
          ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
        });
        queryClient.setQueryData(adminSetupStatusQueryOptions.queryKey, () => ({ open: false }));
        await completeSignIn(answer, '/admin', { useStoredTarget: false });
      },
      (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_SETUP_TOKEN') return { token: INVALID_SETUP_TOKEN_TEXT };
        // Someone else finished the setup meanwhile: the page shows that it is closed.
        if (error instanceof ApiError && error.code === 'SETUP_CLOSED')
          return queryClient.invalidateQueries({ queryKey: adminSetupStatusQueryOptions.queryKey }).then(() => undefined);
        return accountFormErrors(error, policy, 'Creating the admin failed. Please try again.');
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate aria-label="Create the first admin">
        <Stack gap="sm">
          <ErrorAlert error={errors.form} title="Could not create the admin" />
          <TextInput
            label="Setup token"
            description="Printed by the server when it starts without an admin."
            required
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.currentTarget.value)}
            error={errors.token}
          />
          <TextInput label="Your name" autoComplete="name" value={displayName} onChange={(event) => setDisplayName(event.currentTarget.value)} />
          <EmailPasswordFields
            purpose="new-account"
            policy={policy}
            checklistId="admin-password-requirements"
            email={email}
            onEmailChange={setEmail}
            password={password}
            onPasswordChange={setPassword}
            errors={errors}
          />
          <Button type="submit" loading={submitting} fullWidth>
            Create admin
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
