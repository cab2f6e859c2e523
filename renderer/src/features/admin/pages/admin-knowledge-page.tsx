import { Alert, Button, Container, Grid, Group, Modal, NativeSelect, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mayStaff } from '@common/contracts/admin';
import { KNOWLEDGE_STATUSES } from '@common/contracts/admin-knowledge';
import type { AdminKnowledgeEntry, KnowledgeEntryDraft, KnowledgeStatus } from '@common/contracts/admin-knowledge';
import { GUARDIANS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { useSession } from '../../../identity/session-context';
import { adminHomeQueryOptions } from '../api/get-admin-home';
import { AUDIT_LOG_KEY } from '../api/get-audit-log';
import { KNOWLEDGE_LIST_KEY, useKnowledgeEntries } from '../api/get-knowledge-entries';
import type { KnowledgeFilter } from '../api/get-knowledge-entries';
import { retireKnowledgeEntry } from '../api/retire-knowledge-entry';
import { saveKnowledgeEntry } from '../api/save-knowledge-entry';
import { KnowledgeEntryForm } from '../components/knowledge-entry-form';
import { KnowledgeEntryTable } from '../components/knowledge-entry-table';
import { STATUS_LABELS } from '../components/knowledge-labels';
import { KnowledgeTryPanel } from '../components/knowledge-try-panel';
import { UnansweredQuestions } from '../components/unanswered-questions';
import { PageSwitcher } from '../../../ui/page-switcher';
import { ErrorAlert } from '../../../ui/error-alert';

const READ_ONLY_REASON = 'Support reads the knowledge base and tries questions; only administrators edit it.';

/**
 * /admin/knowledge: the entries the guardian chat answers from — filter, create, edit, retire and restore them (admins;
 * support reads), and "Try a question" to see which entries the chat would use (issue 16).
 */
export function AdminKnowledgePage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const mayEdit = mayStaff(session.user?.roles ?? [], 'knowledge.edit');
  const readOnly = session.status === 'ready' && !mayEdit;
  const [filter, setFilter] = useState<KnowledgeFilter>({ page: 1 });
  const [words, setWords] = useState('');
  const entries = useKnowledgeEntries(filter);
  // undefined: no form; null: a new entry.
  const [editing, setEditing] = useState<AdminKnowledgeEntry | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<AdminKnowledgeEntry | null>(null);
  const [moving, setMoving] = useState(false);
  const [notice, setNotice] = useState<{ color: 'green' | 'red'; text: string } | null>(null);
  const change = (fields: Partial<KnowledgeFilter>) => setFilter((current) => ({ ...current, ...fields, page: fields.page ?? 1 }));
  const pages = entries.data ? Math.max(1, Math.ceil(entries.data.total / entries.data.pageSize)) : 1;

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: KNOWLEDGE_LIST_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      queryClient.invalidateQueries({ queryKey: adminHomeQueryOptions.queryKey }),
    ]);
  }

  async function save(draft: KnowledgeEntryDraft) {
    const saved = await saveKnowledgeEntry(api, editing?.id ?? null, draft);
    setEditing(undefined);
    setNotice({ color: 'green', text: `“${saved.entry.title}” is saved; the chat answers from it within seconds.` });
    await refresh();
  }

  async function move(entry: AdminKnowledgeEntry, to: 'retire' | 'restore') {
    setMoving(true);
    try {
      await retireKnowledgeEntry(api, entry.id, to);
      setNotice({
        color: 'green',
        text: to === 'retire' ? `“${entry.title}” is retired: the chat no longer uses it.` : `“${entry.title}” is published again.`,
      });
      await refresh();
    } catch (caught) {
      setNotice({ color: 'red', text: errorSentence(caught, 'The entry could not be changed. Reload the list and try again.') });
    } finally {
      setMoving(false);
      setConfirming(null);
    }
  }

  return (
    <Container size="xl" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Knowledge base</Title>
          <Tooltip label={READ_ONLY_REASON} disabled={!readOnly}>
            <Button onClick={() => setEditing(null)} disabled={!mayEdit} aria-describedby={readOnly ? 'knowledge-read-only' : undefined}>
              New entry
            </Button>
          </Tooltip>
        </Group>
        <Text c="dimmed" size="sm">
          The curated answers the guardian chat quotes, each with its source. Every change is audit-logged and reaches the chat on every server within seconds.
        </Text>
        {readOnly && (
          <Alert color="blue" id="knowledge-read-only" title="Read only" role="note">
            {READ_ONLY_REASON}
          </Alert>
        )}
        {notice && (
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            withCloseButton
            onClose={() => setNotice(null)}
            closeButtonLabel="Dismiss"
          >
            {notice.text}
          </Alert>
        )}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md">
              <form
                role="search"
                aria-label="Filter the knowledge entries"
                onSubmit={(event) => {
                  event.preventDefault();
                  change({ q: words.trim() || undefined });
                }}
              >
                <Group align="flex-end" gap="sm">
                  <NativeSelect
                    label="Guardian"
                    value={filter.guardian ?? ''}
                    onChange={(event) => change({ guardian: (event.currentTarget.value || undefined) as GuardianId | 'shared' | undefined })}
                    data={[
                      { value: '', label: 'All' },
                      { value: 'shared', label: 'Shared' },
                      ...GUARDIANS.map((guardian) => ({ value: guardian.id, label: guardian.personaName })),
                    ]}
                  />
                  <NativeSelect
                    label="Status"
                    value={filter.status ?? ''}
                    onChange={(event) => change({ status: (event.currentTarget.value || undefined) as KnowledgeStatus | undefined })}
                    data={[{ value: '', label: 'Any status' }, ...KNOWLEDGE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))]}
                  />
                  <TextInput label="Words" placeholder="title, text, source or tag" value={words} onChange={(event) => setWords(event.currentTarget.value)} />
                  <Button type="submit">Search</Button>
                </Group>
              </form>
              {entries.isError ? (
                <ErrorAlert
                  error={errorSentence(entries.error, 'The knowledge entries could not be loaded. Check the filters and try again.')}
                  onRetry={() => void entries.refetch()}
                  stacked
                />
              ) : !entries.data ? (
                <Text c="dimmed">Loading the knowledge entries…</Text>
              ) : entries.data.entries.length === 0 ? (
                <Text c="dimmed">No knowledge entries match these filters.</Text>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {entries.data.total} {entries.data.total === 1 ? 'entry' : 'entries'}
                  </Text>
                  <KnowledgeEntryTable
                    entries={entries.data.entries}
                    mayEdit={mayEdit}
                    busy={moving}
                    onEdit={setEditing}
                    onRetire={setConfirming}
                    onRestore={(entry) => void move(entry, 'restore')}
                  />
                  {pages > 1 && <PageSwitcher total={pages} value={filter.page} onChange={(page) => change({ page })} aria-label="Knowledge entry pages" />}
                </>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <KnowledgeTryPanel
                onOpenEntry={(id) => {
                  setWords(id);
                  setFilter({ page: 1, q: id });
                }}
              />
              <UnansweredQuestions />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      {editing !== undefined && <KnowledgeEntryForm entry={editing} opened onClose={() => setEditing(undefined)} onSave={save} />}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Retire this entry?">
        <Stack gap="sm">
          <Text size="sm">
            “{confirming?.title}” stops being used by the chat on every server within seconds. The entry is kept, and you can restore it later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" loading={moving} onClick={() => confirming && void move(confirming, 'retire')}>
              Retire
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
