import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import type { PasswordResetDoneResponse } from '@common/contracts/accounts';
import { useApiClient } from '../../../api/use-api';
import { usePasswordPolicy } from '../../../identity/api/get-password-policy';
import { PasswordChecklist } from '../../../identity/components/password-checklist';
import { useAccountFormSubmit } from '../../../identity/use-account-form-submit';
import { ErrorAlert } from '../../../ui/error-alert';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import type { ResetPasswordErrors } from '../lib/password-reset-errors';
import { resetPasswordErrors } from '../lib/password-reset-errors';

export const ENTER_NEW_PASSWORD_TEXT = 'Enter a new password.';
export const PASSWORDS_DIFFER_TEXT = 'The two passwords are not the same. Type the new password again.';

interface NewPasswordFormProps {
  /** The reset link's token, kept in memory by the page. */
  token: string;
  onDone: (answer: PasswordResetDoneResponse) => void;
  /** The server refused the link (unknown, used or expired). */
  onLinkInvalid: () => void;
}

/** The new password, twice, with the live checklist of the policy registration uses; sent with the link's token. */
export function NewPasswordForm({ token, onDone, onLinkInvalid }: NewPasswordFormProps) {
  const api = useApiClient();
  const policyQuery = usePasswordPolicy();
  const policy = policyQuery.data ?? DEFAULT_PASSWORD_POLICY;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, submitting, submit } = useAccountFormSubmit<ResetPasswordErrors>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setErrors({ password: ENTER_NEW_PASSWORD_TEXT });
      return;
    }
    if (confirmation !== password) {
      setErrors({ confirmation: PASSWORDS_DIFFER_TEXT });
      return;
    }
    void submit(
      async () => onDone(await confirmPasswordReset(api, { token, password })),
      (error) => {
        const found = resetPasswordErrors(error, policy);
        if (!found.linkInvalid) return found;
        onLinkInvalid();
        return undefined;
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        <ErrorAlert error={errors.form} title="Could not change your password" />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          aria-describedby="reset-password-requirements"
        />
        <PasswordChecklist id="reset-password-requirements" password={password} policy={policy} />
        {policyQuery.isError && (
          <Text size="xs" c="dimmed">
            The password rules could not be loaded; these are the usual ones, and the server checks yours when you change it.
          </Text>
        )}
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={errors.confirmation}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
