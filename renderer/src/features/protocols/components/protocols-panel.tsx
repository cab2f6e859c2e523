import { Badge, Button, Group, Loader, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Protocol } from '@common/contracts/protocols';
import { DURATION_DAYS_MAX, PROTOCOL_NAME_MAX } from '@common/contracts/protocols';
import { GUARDIANS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { duplicateProtocol } from '../api/duplicate-protocol';
import { protocolsQueryOptions, useProtocols } from '../api/get-protocols';
import { publishProtocol } from '../api/publish-protocol';
import { saveProtocol } from '../api/save-protocol';
import { CareItemsEditor, itemInput } from './care-items-editor';
import type { EditedItem } from './care-items-editor';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiAction } from '../../../api/use-api-action';
import { SectionHeading } from '../../../ui/section-heading';

const GUARDIAN_OPTIONS = GUARDIANS.map((guardian) => ({ value: guardian.id, label: `${guardian.personaName} (${guardian.area})` }));

export function guardianName(id: GuardianId): string {
  return GUARDIANS.find((guardian) => guardian.id === id)?.personaName ?? id;
}

/** What the editor holds: a new draft (id null) or an existing draft's fields. */
interface Draft {
  id: string | null;
  name: string;
  guardian: GuardianId;
  durationDays: number;
  items: EditedItem[];
}

function draftOf(protocol: Protocol): Draft {
  return {
    id: protocol.id,
    name: protocol.name,
    guardian: protocol.guardian,
    durationDays: protocol.durationDays,
    items: protocol.items.map(({ productName, unitPrice, productId, quantity, dose, frequency, timing, durationDays, notes }) => ({
      productId,
      productName,
      unitPrice,
      currency: protocol.currency,
      quantity,
      dose,
      frequency,
      timing,
      durationDays,
      notes,
    })),
  };
}

const EMPTY_DRAFT: Draft = { id: null, name: '', guardian: 'angio', durationDays: 30, items: [] };

/** The practitioner's protocols: reusable treatment-plan templates, drafted, published (then fixed) and duplicated. */
export function ProtocolsPanel() {
  const protocols = useProtocols();
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="protocols-title">
      <Stack gap="md">
        <Group justify="space-between">
          <SectionHeading id="protocols-title" title="Protocols">
            Templates you can send to clients. A published protocol no longer changes; duplicate it to make a new version.
          </SectionHeading>
          {editing === null && <Button onClick={() => setEditing(EMPTY_DRAFT)}>New protocol</Button>}
        </Group>
        {editing !== null && <ProtocolEditor key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
        {protocols.isPending && <Loader size="sm" role="status" aria-label="Loading protocols" />}
        {protocols.isError && (
          <ErrorAlert
            title="Protocols could not be loaded"
            error={errorSentence(protocols.error, 'Check your connection, then try again.')}
            onRetry={() => void protocols.refetch()}
          />
        )}
        {protocols.data?.protocols.length === 0 && editing === null && (
          <Text size="sm" c="dimmed">
            No protocols yet. Create one to send the same plan to several clients.
          </Text>
        )}
        {protocols.data?.protocols.map((protocol) => (
          <ProtocolCard key={protocol.id} protocol={protocol} onEdit={() => setEditing(draftOf(protocol))} />
        ))}
      </Stack>
    </Paper>
  );
}

function ProtocolCard({ protocol, onEdit }: { protocol: Protocol; onEdit: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { running: busy, error, run } = useApiAction<'publish' | 'duplicate'>();

  async function act(kind: 'publish' | 'duplicate') {
    await run(
      async () => {
        if (kind === 'publish') await publishProtocol(api, protocol.id);
        else await duplicateProtocol(api, protocol.id);
        await queryClient.invalidateQueries(protocolsQueryOptions);
      },
      'That did not work. Try again in a moment.',
      kind,
    );
  }

  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`Protocol ${protocol.name}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{protocol.name}</Text>
          <Badge color={protocol.status === 'published' ? 'teal' : 'gray'}>{protocol.status === 'published' ? 'Published' : 'Draft'}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {guardianName(protocol.guardian)} · {protocol.durationDays} days · {protocol.items.length} {protocol.items.length === 1 ? 'product' : 'products'}
        </Text>
        {protocol.items.length > 0 && <Text size="sm">{protocol.items.map((item) => item.productName).join(', ')}</Text>}
        <Group gap="xs">
          {protocol.status === 'draft' && (
            <>
              <Button size="xs" variant="light" onClick={onEdit}>
                Edit
              </Button>
              <Button size="xs" loading={busy === 'publish'} disabled={busy !== null} onClick={() => void act('publish')}>
                Publish
              </Button>
            </>
          )}
          <Button size="xs" variant="default" loading={busy === 'duplicate'} disabled={busy !== null} onClick={() => void act('duplicate')}>
            Duplicate
          </Button>
        </Group>
        <ErrorAlert inline error={error} />
      </Stack>
    </Paper>
  );
}

function ProtocolEditor({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const { busy: saving, error, setError, run } = useApiAction();

  async function save() {
    if (draft.name.trim() === '') {
      setError('Give the protocol a name.');
      return;
    }
    await run(async () => {
      await saveProtocol(api, draft.id, { name: draft.name, guardian: draft.guardian, durationDays: draft.durationDays, items: draft.items.map(itemInput) });
      await queryClient.invalidateQueries(protocolsQueryOptions);
      onDone();
    }, 'The protocol could not be saved. Try again in a moment.');
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      component="form"
      aria-label={draft.id === null ? 'New protocol' : `Edit ${initial.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={PROTOCOL_NAME_MAX}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <Group grow>
          <Select
            label="Focus guardian"
            data={GUARDIAN_OPTIONS}
            value={draft.guardian}
            allowDeselect={false}
            onChange={(value) => {
              const guardian = GUARDIANS.find((entry) => entry.id === value);
              if (guardian) setDraft({ ...draft, guardian: guardian.id });
            }}
          />
          <NumberInput
            label="Duration (days)"
            min={1}
            max={DURATION_DAYS_MAX}
            allowDecimal={false}
            value={draft.durationDays}
            onChange={(value) => setDraft({ ...draft, durationDays: typeof value === 'number' && value >= 1 ? value : 1 })}
          />
        </Group>
        <CareItemsEditor items={draft.items} onChange={(items) => setDraft({ ...draft, items })} />
        <ErrorAlert inline error={error} />
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            Save draft
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
