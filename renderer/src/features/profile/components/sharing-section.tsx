import { Badge, Button, Card, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CARE_SCOPES } from '@common/contracts/care';
import type { AccessLogEntry, CareConsent, CareInvitation, CareScope } from '@common/contracts/care';
import { ROLE_LABELS } from '@common/roles';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { acceptCareInvitation } from '../api/accept-care-invitation';
import { declineCareInvitation } from '../api/decline-care-invitation';
import { careAccessLogQueryOptions, useCareAccessLog } from '../api/get-care-access-log';
import { careConsentsQueryOptions, useCareConsents } from '../api/get-care-consents';
import { careInvitationsQueryOptions, useCareInvitations } from '../api/get-care-invitations';
import { revokeCareConsent } from '../api/revoke-care-consent';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiAction } from '../../../api/use-api-action';
import { SectionHeading } from '../../../ui/section-heading';

const SCOPE_LABELS: Readonly<Record<CareScope, string>> = { assessments: 'Assessments', lab_results: 'Lab results', orders: 'Orders' };
const SCOPE_WORDS: Readonly<Record<CareScope, string>> = { assessments: 'assessments', lab_results: 'lab results', orders: 'orders' };

const readAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const scopeList = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** "Dr Ananya Sharma viewed your assessments and orders on Nov 25, 2026, 3:04 PM". */
export function accessSentence(entry: AccessLogEntry): string {
  const what = entry.scopes.length > 0 ? scopeList.format(entry.scopes.map((scope) => SCOPE_WORDS[scope])) : 'your profile';
  const name = entry.practitioner.name || 'A practitioner';
  return `${name} viewed your ${what} on ${readAtFormat.format(new Date(entry.readAt))}`;
}

function professionOf(practitioner: CareConsent['practitioner']): string {
  return practitioner.profession ? ROLE_LABELS[practitioner.profession] : 'Practitioner';
}

/** /profile: what you share with practitioners, their invitations, and who read what. */
export function SharingSection() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sharing-title">
      <Stack gap="md">
        <SectionHeading id="sharing-title" title="Sharing with practitioners">
          You choose what a practitioner may see, and you can stop at any time. Every time they look, it is listed here.
        </SectionHeading>
        <InvitationList />
        <ConsentList />
        <AccessLog />
      </Stack>
    </Paper>
  );
}

function useRefreshSharing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(careConsentsQueryOptions),
      queryClient.invalidateQueries(careInvitationsQueryOptions),
      queryClient.invalidateQueries(careAccessLogQueryOptions),
    ]);
}

function InvitationList() {
  const invitations = useCareInvitations();
  return (
    <Stack gap="xs" component="section" aria-labelledby="invitations-title">
      <Title order={3} size="h4" id="invitations-title">
        Invitations
      </Title>
      {invitations.isPending && <Loader size="sm" role="status" aria-label="Loading invitations" />}
      {invitations.isError && (
        <ErrorAlert
          title="Invitations could not be loaded"
          error={errorSentence(invitations.error, 'Check your connection, then try again.')}
          onRetry={() => void invitations.refetch()}
        />
      )}
      {invitations.data?.invitations.length === 0 && (
        <Text size="sm" c="dimmed">
          No invitations. When a practitioner invites you by email, you can accept or decline here.
        </Text>
      )}
      {invitations.data?.invitations.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} />
      ))}
    </Stack>
  );
}

function InvitationCard({ invitation }: { invitation: CareInvitation }) {
  const api = useApiClient();
  const refresh = useRefreshSharing();
  // Nothing is ticked until the customer chooses: sharing is by choice.
  const [scopes, setScopes] = useState<CareScope[]>([]);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { practitioner } = invitation;

  async function answer(kind: 'accept' | 'decline') {
    if (kind === 'accept' && scopes.length === 0) {
      setError('Tick at least one thing to share, or decline the invitation.');
      return;
    }
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'accept') await acceptCareInvitation(api, invitation.id, scopes);
      else await declineCareInvitation(api, invitation.id);
      await refresh();
    } catch (caught) {
      setError(errorSentence(caught, 'Your answer could not be sent. Try again in a moment.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={`Invitation from ${practitioner.name}`}>
      <Stack gap="xs">
        <Text fw={600}>
          {practitioner.name} · {professionOf(practitioner)}
        </Text>
        {invitation.message && <Text size="sm">“{invitation.message}”</Text>}
        <Checkbox.Group
          label="What to share"
          description="Tick what this practitioner may see."
          value={scopes}
          onChange={(value) => setScopes(CARE_SCOPES.filter((scope) => value.includes(scope)))}
        >
          <Group gap="md" mt={4}>
            {CARE_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </Group>
        </Checkbox.Group>
        <ErrorAlert inline error={error} />
        <Group gap="sm">
          <Button size="sm" onClick={() => void answer('accept')} loading={busy === 'accept'} disabled={busy !== null}>
            Accept and share
          </Button>
          <Button size="sm" variant="default" onClick={() => void answer('decline')} loading={busy === 'decline'} disabled={busy !== null}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ConsentList() {
  const consents = useCareConsents();
  const active = consents.data?.consents.filter((consent) => consent.status === 'active') ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="consents-title">
      <Title order={3} size="h4" id="consents-title">
        Shared now
      </Title>
      {consents.isPending && <Loader size="sm" role="status" aria-label="Loading what you share" />}
      {consents.isError && (
        <ErrorAlert
          title="What you share could not be loaded"
          error={errorSentence(consents.error, 'Check your connection, then try again.')}
          onRetry={() => void consents.refetch()}
        />
      )}
      {consents.isSuccess && active.length === 0 && (
        <Text size="sm" c="dimmed">
          You are not sharing anything with a practitioner.
        </Text>
      )}
      {active.map((consent) => (
        <ConsentCard key={consent.id} consent={consent} />
      ))}
    </Stack>
  );
}

function ConsentCard({ consent }: { consent: CareConsent }) {
  const api = useApiClient();
  const refresh = useRefreshSharing();
  const { busy: stopping, error, run } = useApiAction();
  const { practitioner } = consent;

  async function stop() {
    await run(async () => {
      await revokeCareConsent(api, consent.id);
      await refresh();
    }, 'Sharing could not be stopped. Try again in a moment.');
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={`Shared with ${practitioner.name}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Text fw={600}>
            {practitioner.name} · {professionOf(practitioner)}
          </Text>
          <Group gap={6} aria-label="Shared">
            {consent.scopes.map((scope) => (
              <Badge key={scope} variant="light">
                {SCOPE_LABELS[scope]}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Since {readAtFormat.format(new Date(consent.grantedAt))}
          </Text>
        </Stack>
        <Button size="sm" color="red" variant="light" onClick={() => void stop()} loading={stopping}>
          Stop sharing
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </Card>
  );
}

function AccessLog() {
  const log = useCareAccessLog();
  return (
    <Stack gap="xs" component="section" aria-labelledby="access-log-title">
      <Title order={3} size="h4" id="access-log-title">
        Who looked at your data
      </Title>
      {log.isPending && <Loader size="sm" role="status" aria-label="Loading the access log" />}
      {log.isError && (
        <ErrorAlert
          title="The access log could not be loaded"
          error={errorSentence(log.error, 'Check your connection, then try again.')}
          onRetry={() => void log.refetch()}
        />
      )}
      {log.data?.entries.length === 0 && (
        <Text size="sm" c="dimmed">
          No practitioner has looked at your data.
        </Text>
      )}
      {log.data && log.data.entries.length > 0 && (
        <Stack component="ul" gap={4} m={0} pl="md">
          {log.data.entries.map((entry) => (
            <Text component="li" size="sm" key={entry.id}>
              {accessSentence(entry)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
