import { Alert, Badge, Button, Group, List, Loader, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { DELETION_GRACE_DAYS, EXPORT_VALID_HOURS, FRESH_SIGN_IN_MINUTES } from '@common/contracts/gdpr';
import type { DataDeletion, DataExport } from '@common/contracts/gdpr';
import type { AccountUser } from '@common/contracts/accounts';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { dataDeletionQueryOptions, useDataDeletion } from '../api/get-data-deletion';
import { dataExportQueryOptions, useDataExport } from '../api/get-data-export';
import { requestAccountDeletion } from '../api/request-account-deletion';
import { requestDataExport } from '../api/request-data-export';
import { ErrorAlert } from '../../../ui/error-alert';
import { SectionHeading } from '../../../ui/section-heading';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * /profile "Your data" (issue 16, GDPR): export everything the store holds about you, and delete your account.
 * `onDeletionScheduled` signs out here (the server has already ended every session); the page passes it in.
 */
export function YourDataSection({
  user,
  onDeletionScheduled,
}: {
  user: AccountUser;
  onDeletionScheduled: (scheduledFor: string | null) => Promise<void> | void;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="your-data-title">
      <Stack gap="md">
        <SectionHeading id="your-data-title" title="Your data">
          Download a copy of everything we hold about you, or delete your account.
        </SectionHeading>
        <DeletionCancelledNotice />
        <ExportPanel />
        <DeletionPanel user={user} onDeletionScheduled={onDeletionScheduled} />
      </Stack>
    </Paper>
  );
}

/** Signing in again cancels a scheduled deletion: the person is told here, with the dates. */
function DeletionCancelledNotice() {
  const deletion = useDataDeletion();
  const latest: DataDeletion | null | undefined = deletion.data?.deletion;
  if (!latest || latest.status !== 'cancelled' || latest.cancelReason !== 'signed_in' || !latest.cancelledAt) return null;
  // Only while it is news: within the 14 days the deletion would have waited.
  if (Date.now() - Date.parse(latest.cancelledAt) > DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000) return null;
  return (
    <Alert color="teal" title="Your account will not be deleted" role="status">
      You asked on {day.format(new Date(latest.requestedAt))} for your account to be deleted. Because you signed in again on{' '}
      {when.format(new Date(latest.cancelledAt))}, the deletion was cancelled and your account stays as it is.
    </Alert>
  );
}

function ExportStatus({ current }: { current: DataExport }) {
  if (current.status === 'pending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Preparing your export (asked {when.format(new Date(current.requestedAt))}). This page updates by itself.</Text>
      </Group>
    );
  }
  if (current.status === 'ready' && current.downloadUrl) {
    return (
      <Stack gap={4}>
        <Group gap="sm">
          <Badge color="teal">Ready</Badge>
          <Button component="a" href={current.downloadUrl} download size="sm" variant="light">
            Download my data (JSON{current.sizeBytes !== null ? `, ${formatBytes(current.sizeBytes)}` : ''})
          </Button>
        </Group>
        {current.expiresAt && (
          <Text size="sm" c="dimmed">
            Available until {when.format(new Date(current.expiresAt))}.
          </Text>
        )}
      </Stack>
    );
  }
  if (current.status === 'expired') {
    return <Text size="sm">Your last export (asked {when.format(new Date(current.requestedAt))}) has expired.</Text>;
  }
  return (
    <Text size="sm" c="red">
      Your last export could not be prepared. Ask for a new one.
    </Text>
  );
}

function ExportPanel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const status = useDataExport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask() {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(dataExportQueryOptions.queryKey, await requestDataExport(api));
    } catch (caught) {
      setError(errorSentence(caught, 'Your export could not be asked for. Try again in a moment.'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries(dataExportQueryOptions);
    }
  }

  const current = status.data?.export ?? null;
  const nextAllowedAt = status.data?.nextAllowedAt ?? null;
  const canAsk = status.data !== undefined && nextAllowedAt === null && current?.status !== 'pending';

  return (
    <Stack gap="xs" component="section" aria-labelledby="export-title">
      <Title order={3} size="h4" id="export-title">
        Export my data
      </Title>
      <Text size="sm">
        One file (JSON) with your account, assessments, orders, wallet, reflections, chats, consents, care plans, lab results and reviews. It can be downloaded
        for {EXPORT_VALID_HOURS} hours; you can ask for one a day.
      </Text>
      {status.isPending && <Loader size="sm" role="status" aria-label="Loading your export" />}
      {status.isError && (
        <ErrorAlert
          title="Your export status could not be loaded"
          error={errorSentence(status.error, 'Check your connection, then try again.')}
          onRetry={() => void status.refetch()}
        />
      )}
      {current && <ExportStatus current={current} />}
      <ErrorAlert error={error} />
      {status.data && (
        <Group gap="sm">
          <Button onClick={() => void ask()} loading={busy} disabled={!canAsk}>
            Export my data
          </Button>
          {nextAllowedAt && current?.status !== 'pending' && (
            <Text size="sm" c="dimmed">
              You can ask for the next export from {when.format(new Date(nextAllowedAt))}.
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

function DeletionPanel({ user, onDeletionScheduled }: { user: AccountUser; onDeletionScheduled: (scheduledFor: string | null) => Promise<void> | void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  const hasPassword = user.authProvider === 'simple';

  function close() {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(null);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && password === '') {
      setError('Enter your password to confirm.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { deletion } = await requestAccountDeletion(api, hasPassword ? { password } : {});
      setScheduledFor(deletion?.scheduledFor ?? null);
      await queryClient.invalidateQueries(dataDeletionQueryOptions);
      await onDeletionScheduled(deletion?.scheduledFor ?? null);
    } catch (caught) {
      const wrong = caught instanceof ApiError && caught.code === 'WRONG_PASSWORD';
      setError(
        wrong
          ? 'That password is not right. Enter the password you sign in with.'
          : errorSentence(caught, 'Your request could not be sent. Try again in a moment.'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="delete-title">
      <Title order={3} size="h4" id="delete-title">
        Delete my account
      </Title>
      <Text size="sm">Your account is deleted {DELETION_GRACE_DAYS} days after you ask. Until then, signing in again cancels it.</Text>
      {scheduledFor ? (
        <Alert color="orange" role="status" title="Deletion scheduled">
          Your account will be deleted on {day.format(new Date(scheduledFor))}. You are being signed out.
        </Alert>
      ) : (
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            Delete my account
          </Button>
        </Group>
      )}
      <Modal opened={open} onClose={close} title="Delete your account?" centered>
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              We will sign you out everywhere now and delete your account in {DELETION_GRACE_DAYS} days. Sign in again before then to cancel.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Deleted: your name and email, addresses, assessments, chats, reflections, reviews, care plans and lab results.</List.Item>
              <List.Item>
                Kept without your name: your orders and wallet history (the law asks us to keep the books), and your consent choices as a record.
              </List.Item>
            </List>
            {hasPassword ? (
              <PasswordInput
                label="Your password"
                description="To confirm it is you."
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                required
                data-autofocus
              />
            ) : (
              <Text size="sm" c="dimmed">
                Your account has no password: we ask for a sign-in at most {FRESH_SIGN_IN_MINUTES} minutes old. If yours is older, sign out, sign in again and
                come back here.
              </Text>
            )}
            <ErrorAlert error={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                Keep my account
              </Button>
              <Button type="submit" color="red" loading={busy}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
