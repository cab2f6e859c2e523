import { Button, Card, CopyButton, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { PartnerInvitationCreated, PartnerRole } from '@common/contracts/admin-users';
import { PARTNER_ROLES, ROLE_LABELS } from '@common/roles';
import { useApiClient } from '../../../api/use-api';
import { createPartnerInvitation } from '../api/create-partner-invitation';
import { AUDIT_LOG_KEY } from '../api/get-audit-log';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiAction } from '../../../api/use-api-action';

/** Invite a partner: email and role → a one-time link shown once, to copy and send to them (admins only). */
export function PartnerInvitationForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PartnerRole>('nutritionist');
  const [created, setCreated] = useState<PartnerInvitationCreated | null>(null);
  const { busy: submitting, error, run } = useApiAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      setCreated(await createPartnerInvitation(api, { email: email.trim(), role }));
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    }, 'The invitation could not be created. Try again.');
  }

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="partner-invitation-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="partner-invitation-title">
          Invite a partner
        </Title>
        {created ? (
          <Stack gap="xs">
            <Text size="sm">
              Copy this link now and send it to {created.invitation.email}: it is shown only once, works once, and expires on{' '}
              {created.invitation.expiresAt.slice(0, 10)}. It creates a {ROLE_LABELS[created.invitation.role]} account.
            </Text>
            <TextInput label="Invitation link" value={created.link} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Group gap="xs">
              <CopyButton value={created.link}>
                {({ copied, copy }) => (
                  <Button size="xs" onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? 'Link copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                Invite someone else
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={(event) => void submit(event)} aria-label="Invite a partner" noValidate>
            <Stack gap="sm">
              <TextInput
                label="Partner's email"
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <NativeSelect
                label="Role"
                value={role}
                onChange={(event) => {
                  const chosen = event.currentTarget.value;
                  setRole(PARTNER_ROLES.find((value) => value === chosen) ?? role);
                }}
                data={PARTNER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              />
              <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
                Create invitation link
              </Button>
            </Stack>
          </form>
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}
