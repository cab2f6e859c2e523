import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { KNOWLEDGE_INTENTS } from '@common/chat-intents';
import type { KnowledgeIntent } from '@common/chat-intents';
import { CHAT_TOPICS } from '@common/chat-topics';
import { EDITABLE_KNOWLEDGE_STATUSES, KNOWLEDGE_LIMITS, KnowledgeEntryInput } from '@common/contracts/admin-knowledge';
import type { AdminKnowledgeEntry, KnowledgeEntryDraft } from '@common/contracts/admin-knowledge';
import { GUARDIANS } from '@common/guardians';
import { INTENT_LABELS, STATUS_LABELS } from './knowledge-labels';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiAction } from '../../../api/use-api-action';

interface FormValues {
  guardianId: string;
  title: string;
  text: string;
  detail: string;
  sourceTitle: string;
  sourceUrl: string;
  tags: string;
  topic: string;
  intent: KnowledgeIntent;
  status: (typeof EDITABLE_KNOWLEDGE_STATUSES)[number];
}

function valuesOf(entry: AdminKnowledgeEntry | null): FormValues {
  return {
    guardianId: entry?.guardianId ?? '',
    title: entry?.title ?? '',
    text: entry?.text ?? '',
    detail: entry?.detail ?? '',
    sourceTitle: entry?.source.title ?? '',
    sourceUrl: entry?.source.url ?? '',
    tags: entry?.tags.join(', ') ?? '',
    topic: entry?.topic ?? '',
    intent: entry?.intent ?? 'what_is',
    status: entry?.status === 'draft' ? 'draft' : 'published',
  };
}

export function draftOf(values: FormValues): KnowledgeEntryDraft {
  return {
    guardianId: (values.guardianId || null) as KnowledgeEntryDraft['guardianId'],
    title: values.title,
    text: values.text,
    detail: values.detail,
    source: { title: values.sourceTitle, url: values.sourceUrl },
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    topic: values.topic || null,
    intent: values.intent,
    status: values.status,
  };
}

/** The form field a contract issue belongs to. */
const FIELD_OF: Readonly<Record<string, keyof FormValues>> = {
  guardianId: 'guardianId',
  title: 'title',
  text: 'text',
  detail: 'detail',
  source: 'sourceTitle',
  'source.title': 'sourceTitle',
  'source.url': 'sourceUrl',
  tags: 'tags',
  topic: 'topic',
  intent: 'intent',
  status: 'status',
};

/**
 * Create or edit one entry in a dialog. The fields are checked with the API's own contract before sending, so the
 * errors shown here are the ones the server would give.
 */
export function KnowledgeEntryForm({
  entry,
  opened,
  onClose,
  onSave,
}: {
  /** null: a new entry. */
  entry: AdminKnowledgeEntry | null;
  opened: boolean;
  onClose: () => void;
  onSave: (draft: KnowledgeEntryDraft) => Promise<void>;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(entry));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const { busy: saving, error: failure, run } = useApiAction();
  const set = (field: keyof FormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const draft = draftOf(values);
    const checked = KnowledgeEntryInput.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<keyof FormValues, string>> = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.map(String);
        const field = FIELD_OF[path.join('.')] ?? FIELD_OF[path[0] ?? ''];
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await run(async () => {
      await onSave(draft);
    }, 'The entry could not be saved. Check the fields and try again.');
  }

  return (
    <Modal opened={opened} onClose={onClose} title={entry ? `Edit “${entry.title}”` : 'New knowledge entry'} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={entry ? 'Edit the knowledge entry' : 'New knowledge entry'}>
        <Stack gap="sm">
          <TextInput
            label="Title"
            description="The question the entry answers, as a customer would type it."
            required
            maxLength={KNOWLEDGE_LIMITS.title.max}
            value={values.title}
            onChange={set('title')}
            error={errors.title}
          />
          <Textarea
            label="Answer"
            description="The direct answer the chat quotes (one or two sentences)."
            required
            autosize
            minRows={2}
            maxLength={KNOWLEDGE_LIMITS.text.max}
            value={values.text}
            onChange={set('text')}
            error={errors.text}
          />
          <Textarea
            label="Supporting fact (optional)"
            autosize
            minRows={1}
            maxLength={KNOWLEDGE_LIMITS.detail.max}
            value={values.detail}
            onChange={set('detail')}
            error={errors.detail}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Source"
              description="Where the facts come from."
              required
              maxLength={KNOWLEDGE_LIMITS.sourceTitle.max}
              value={values.sourceTitle}
              onChange={set('sourceTitle')}
              error={errors.sourceTitle}
            />
            <TextInput
              label="Source address"
              description="https://… (empty for a printed source)"
              type="url"
              maxLength={KNOWLEDGE_LIMITS.sourceUrl.max}
              value={values.sourceUrl}
              onChange={set('sourceUrl')}
              error={errors.sourceUrl}
            />
            <NativeSelect
              label="Guardian"
              value={values.guardianId}
              onChange={set('guardianId')}
              error={errors.guardianId}
              data={[{ value: '', label: 'Shared (any guardian)' }, ...GUARDIANS.map((guardian) => ({ value: guardian.id, label: guardian.personaName }))]}
            />
            <TextInput
              label="Tags"
              description="Separated by commas; searched with the entry."
              value={values.tags}
              onChange={set('tags')}
              error={errors.tags}
            />
            <NativeSelect
              label="Topic"
              description="The chat's topic this answers, if any."
              value={values.topic}
              onChange={set('topic')}
              error={errors.topic}
              data={[
                { value: '', label: 'None (found by its words)' },
                ...[...CHAT_TOPICS].sort((a, b) => a.label.localeCompare(b.label)).map((topic) => ({ value: topic.id, label: topic.label })),
              ]}
            />
            <NativeSelect
              label="Kind of question"
              value={values.intent}
              onChange={set('intent')}
              error={errors.intent}
              data={KNOWLEDGE_INTENTS.map((intent) => ({ value: intent, label: INTENT_LABELS[intent] }))}
            />
            <NativeSelect
              label="Status"
              description="Drafts are kept out of the chat."
              value={values.status}
              onChange={set('status')}
              error={errors.status}
              data={EDITABLE_KNOWLEDGE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            />
          </SimpleGrid>
          <ErrorAlert error={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {entry ? 'Save changes' : 'Create entry'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
