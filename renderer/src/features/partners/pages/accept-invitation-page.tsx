import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { ROLE_LABELS } from '@common/roles';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { accountFormErrors } from '../../../identity/account-form-errors';
import type { AccountFormErrors } from '../../../identity/account-form-errors';
import { usePasswordPolicy } from '../../../identity/api/get-password-policy';
import { PasswordChecklist } from '../../../identity/components/password-checklist';
import { dashboardFor } from '../../../identity/role-landing';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';
import { ScreenLoading } from '../../../shell/screen-loading';
import { acceptPartnerInvitation, usePartnerInvitation } from '../api/partner-invitation';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAccountFormSubmit } from '../../../identity/use-account-form-submit';

/** What a refused link means for the invitee, by the server's code. */
export const INVITATION_REFUSALS: Readonly<Record<string, string>> = {
  INVITATION_INVALID: 'This invitation link is not valid. Check that you opened the whole link, or ask the administrator who invited you for a new one.',
  INVITATION_EXPIRED: 'This invitation link has expired. Ask the administrator who invited you for a new one.',
  INVITATION_USED: 'This invitation link has been used already. If you created your account with it, sign in instead.',
  EMAIL_IN_USE: 'This email already has an account. Sign in with it, and ask the administrator to grant you the partner role.',
};

function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== undefined ? INVITATION_REFUSALS[error.code] : undefined;
}

function PartnerSignInLink() {
  return (
    <Anchor component={Link} to="/partner/login">
      Go to the partner sign-in
    </Anchor>
  );
}

/** /partner/accept-invitation?token=…: the invitee of a partner invitation chooses a name and password (issue 16). */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = usePartnerInvitation(token);
  const api = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const policy = usePasswordPolicy().data ?? DEFAULT_PASSWORD_POLICY;
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, submitting, submit } = useAccountFormSubmit<AccountFormErrors & { displayName?: string }>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (displayName.trim() === '') {
      setErrors({ displayName: 'Enter your name as clients and the store will see it.' });
      return;
    }
    void submit(
      async () => {
        const answer = await acceptPartnerInvitation(api, { token, displayName: displayName.trim(), password });
        await completeSignIn(answer, dashboardFor(answer.user, 'partner'), { useStoredTarget: false });
      },
      (error) => {
        const refusal = refusalOf(error);
        return refusal ? { form: refusal } : accountFormErrors(error, policy, 'Your account could not be created. Please try again.');
      },
    );
  }

  return (
    <Container size={480} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Join Guardians as a partner</Title>
        {token === '' ? (
          <Alert color="yellow" title="No invitation in this link">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">This page opens from the invitation link an administrator sent you. Open the whole link from their message.</Text>
              <PartnerSignInLink />
            </Stack>
          </Alert>
        ) : invitation.isPending ? (
          <ScreenLoading label="Checking your invitation" />
        ) : invitation.isError ? (
          <Alert color="red" role="alert" title="This invitation cannot be used">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {refusalOf(invitation.error) ?? errorSentence(invitation.error, 'The invitation could not be checked. Check your connection and try again.')}
              </Text>
              {refusalOf(invitation.error) === undefined && (
                <Button size="xs" variant="light" onClick={() => void invitation.refetch()} loading={invitation.isFetching}>
                  Try again
                </Button>
              )}
              <PartnerSignInLink />
            </Stack>
          </Alert>
        ) : (
          <>
            <Text>
              You are invited to join as <strong>{ROLE_LABELS[invitation.data.role]}</strong>. Choose your name and a password to create your account; the link
              works once, until {new Date(invitation.data.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
            </Text>
            <Paper withBorder p="md" radius="md">
              <form onSubmit={onSubmit} noValidate aria-label="Create your partner account">
                <Stack gap="sm">
                  <ErrorAlert error={errors.form} title="Could not create your account" />
                  <TextInput label="Email" value={invitation.data.email} readOnly description="The invitation is for this address." autoComplete="username" />
                  <TextInput
                    label="Your name"
                    required
                    autoComplete="name"
                    maxLength={100}
                    value={displayName}
                    onChange={(event) => setDisplayName(event.currentTarget.value)}
                    error={errors.displayName}
                  />
                  <PasswordInput
                    label="Password"
                    required
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.currentTarget.value)}
                    error={errors.password}
                    aria-describedby="invitation-password-requirements"
                  />
                  <PasswordChecklist id="invitation-password-requirements" password={password} policy={policy} />
                  <Button type="submit" loading={submitting} fullWidth>
                    Create account and sign in
                  </Button>
                </Stack>
              </form>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
