import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '../../../api/use-api';
import { signInPathFrom } from '../../../identity/sign-in-path';
import { ErrorAlert } from '../../../ui/error-alert';
import { NoIndex } from '../../../ui/no-index';
import { requestPasswordReset } from '../api/request-password-reset';
import { ResetLinkSent } from '../components/reset-link-sent';
import { ENTER_EMAIL_TEXT, forgotPasswordErrors } from '../lib/password-reset-errors';

interface SentLink {
  email: string;
  validMinutes: number;
  times: number;
}

/** /forgot-password (?from= the role sign-in it was opened from): asks for a link to choose a new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const signInPath = signInPathFrom(params.get('from'));
  const api = useApiClient();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<SentLink | null>(null);
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  // "Use a different email" removes the button that had focus: it goes to the field to type in.
  const returningToForm = useRef(false);
  useEffect(() => {
    if (sent !== null || !returningToForm.current) return;
    returningToForm.current = false;
    emailInput.current?.focus();
  }, [sent]);

  async function send(address: string) {
    setErrors({});
    setSending(true);
    try {
      const answer = await requestPasswordReset(api, { email: address });
      setSent((previous) => ({ email: address, validMinutes: answer.validMinutes, times: previous?.email === address ? previous.times + 1 : 1 }));
    } catch (error) {
      setErrors(forgotPasswordErrors(error));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') setErrors({ email: ENTER_EMAIL_TEXT });
    else void send(address);
  }

  return (
    <Container size={460} py="xl" px="md">
      <NoIndex />
      <Stack gap="md">
        {sent ? (
          <ResetLinkSent
            {...sent}
            sending={sending}
            error={errors.form ?? errors.email}
            onSendAgain={() => void send(sent.email)}
            onUseAnotherEmail={() => {
              setErrors({});
              returningToForm.current = true;
              setSent(null);
            }}
          />
        ) : (
          <>
            <div>
              <Title order={1}>Forgot your password?</Title>
              <Text c="dimmed" mt={4}>
                Enter the email address of your account and we will send you a link to choose a new password.
              </Text>
            </div>
            <Paper withBorder p="md" radius="md">
              <form onSubmit={onSubmit} noValidate aria-label="Ask for a reset link">
                <Stack gap="sm">
                  <ErrorAlert error={errors.form} title="Could not send the link" />
                  <TextInput
                    ref={emailInput}
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={254}
                    value={email}
                    onChange={(event) => setEmail(event.currentTarget.value)}
                    error={errors.email}
                  />
                  <Button type="submit" loading={sending} fullWidth>
                    Send reset link
                  </Button>
                </Stack>
              </form>
            </Paper>
          </>
        )}
        <Text size="sm">
          <Anchor component={Link} to={signInPath}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
