import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLinkToken } from '../../../ui/use-link-token';
import { SESSION_QUERY_KEY } from '../../../identity/api/get-session';
import { FORGOT_PASSWORD_PATH } from '../../../identity/sign-in-path';
import { FocusedTitle } from '../../../ui/focused-title';
import { NoIndex } from '../../../ui/no-index';
import { isPossibleResetToken } from '../api/confirm-password-reset';
import { NewPasswordForm } from '../components/new-password-form';

type View = { kind: 'form' } | { kind: 'done'; signInPath: string } | { kind: 'link-invalid'; refusedBySubmit: boolean };

/**
 * /reset-password?token=…: the page a reset link opens. The token is read once and kept in memory; the address bar
 * drops it at once, so it stays out of the history, bookmarks and shared screens, and leaves only in the confirm call.
 */
export function ResetPasswordPage() {
  const token = useLinkToken();

  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(() => (isPossibleResetToken(token) ? { kind: 'form' } : { kind: 'link-invalid', refusedBySubmit: false }));

  return (
    <Container size={460} py="xl" px="md">
      <NoIndex />
      {view.kind === 'form' && (
        <Stack gap="md">
          <div>
            <Title order={1}>Choose a new password</Title>
            <Text c="dimmed" mt={4}>
              Once it is changed, every device signed in to your account is signed out, and you sign in again with the new password.
            </Text>
          </div>
          <Paper withBorder p="md" radius="md">
            <NewPasswordForm
              token={token}
              onDone={({ signInPath }) => {
                setView({ kind: 'done', signInPath });
                // This browser's session ended too, if it had one: the app asks the server who is signed in now.
                void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
              }}
              onLinkInvalid={() => setView({ kind: 'link-invalid', refusedBySubmit: true })}
            />
          </Paper>
        </Stack>
      )}
      {view.kind === 'done' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>Password changed</FocusedTitle>
          <Text>Your password is changed. Every device was signed out.</Text>
          <Button component={Link} to={view.signInPath}>
            Sign in
          </Button>
        </Stack>
      )}
      {view.kind === 'link-invalid' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle focusOnShow={view.refusedBySubmit}>This link is used or has expired</FocusedTitle>
          <Text>A link to reset your password works once, for a short time. Ask for a new one: it arrives by email within a few minutes.</Text>
          <Button component={Link} to={FORGOT_PASSWORD_PATH}>
            Ask for a new link
          </Button>
        </Stack>
      )}
    </Container>
  );
}
