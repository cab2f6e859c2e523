import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTE_MAX_LENGTH } from '@common/contracts/practice';
import type { ChartNote } from '@common/contracts/practice';
import { errorNoticeSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { addAddendum, addNote, editNote, notesQueryOptions, signNote, useNotes } from '../api/practice-api';
import { useApiAction } from '../../../api/use-api-action';
import { ErrorAlert } from '../../../ui/error-alert';

const stampFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Chart notes on one consultation: only their author sees them; a signed note changes only by dated addenda. */
export function ConsultationNotes({ consultationId }: { consultationId: string }) {
  const notes = useNotes(consultationId);
  return (
    <Stack gap="xs" component="section" aria-label="Chart notes">
      <Text size="xs" c="dimmed">
        Private to you. A signed note is locked; add an addendum to correct or extend it.
      </Text>
      {notes.isPending && <LoadingBlock label="Loading notes…" />}
      {notes.isError && <ErrorNotice sentence={errorNoticeSentence(notes.error, 'The notes could not be loaded.')} onRetry={() => void notes.refetch()} />}
      {notes.data?.notes.map((note) => (
        <NoteCard key={note.id} note={note} consultationId={consultationId} />
      ))}
      {notes.isSuccess && (
        <NoteEditor consultationId={consultationId} label="New note" submitLabel="Save draft" onSave={(api, body) => addNote(api, consultationId, body)} />
      )}
    </Stack>
  );
}

function NoteCard({ note, consultationId }: { note: ChartNote; consultationId: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { busy: signing, error, run } = useApiAction();

  async function sign() {
    await run(async () => {
      await signNote(api, note.id);
      await queryClient.invalidateQueries(notesQueryOptions(consultationId));
    }, 'The note could not be signed. Try again in a moment.');
  }

  return (
    <Card withBorder radius="sm" padding="sm" component="article" aria-label={note.signedAt ? 'Signed note' : 'Draft note'}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Written {stampFormat.format(new Date(note.createdAt))}
          </Text>
          <Badge size="sm" color={note.signedAt ? 'blue' : 'yellow'}>
            {note.signedAt ? `Signed ${stampFormat.format(new Date(note.signedAt))}` : 'Draft'}
          </Badge>
        </Group>
        {editing ? (
          <NoteEditor
            consultationId={consultationId}
            label="Edit draft"
            submitLabel="Save changes"
            initial={note.body}
            onSave={(client, body) => editNote(client, note.id, body)}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.body}
          </Text>
        )}
        {note.addenda.map((addendum) => (
          <Text key={addendum.id} size="sm" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)', whiteSpace: 'pre-wrap' }}>
            <Text span size="xs" c="dimmed">
              Addendum {stampFormat.format(new Date(addendum.createdAt))}:{' '}
            </Text>
            {addendum.body}
          </Text>
        ))}
        <ErrorAlert inline error={error} />
        {note.signedAt === null && !editing && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="xs" onClick={() => void sign()} loading={signing}>
              Sign and lock
            </Button>
          </Group>
        )}
        {note.signedAt !== null && (
          <NoteEditor
            consultationId={consultationId}
            label="Addendum"
            submitLabel="Add addendum"
            onSave={(client, body) => addAddendum(client, note.id, body)}
          />
        )}
      </Stack>
    </Card>
  );
}

interface NoteEditorProps {
  consultationId: string;
  label: string;
  submitLabel: string;
  initial?: string;
  onSave: (api: ReturnType<typeof useApiClient>, body: string) => Promise<unknown>;
  onDone?: () => void;
}

function NoteEditor({ consultationId, label, submitLabel, initial = '', onSave, onDone }: NoteEditorProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(initial);
  const { busy: saving, error, setError, run } = useApiAction();

  async function save() {
    if (body.trim() === '') {
      setError('Write something first.');
      return;
    }
    await run(async () => {
      await onSave(api, body.trim());
      setBody('');
      await queryClient.invalidateQueries(notesQueryOptions(consultationId));
      onDone?.();
    }, 'The note could not be saved. Your text is still here: try again in a moment.');
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={label}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          error={error}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" variant="light" loading={saving}>
            {submitLabel}
          </Button>
          {onDone && (
            <Button size="xs" variant="subtle" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
