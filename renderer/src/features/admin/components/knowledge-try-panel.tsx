import { Alert, Badge, Button, Card, Group, List, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { KnowledgeTryResult } from '@common/contracts/admin-knowledge';
import { GUARDIANS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { tryKnowledgeQuestion } from '../api/try-knowledge-question';
import { INTENT_LABELS, ownerLabel } from './knowledge-labels';
import { ErrorAlert } from '../../../ui/error-alert';

const ROLE_LABELS = { answer: 'Used: the answer', next_step: 'Used: next step', candidate: 'Considered' } as const;

/** "Try a question": the safety triage first, then the entries the chat would use, best first, and the reply. */
export function KnowledgeTryPanel({ onOpenEntry }: { onOpenEntry: (knowledgeEntryId: string) => void }) {
  const api = useApiClient();
  const [question, setQuestion] = useState('');
  const [guardianId, setGuardianId] = useState<GuardianId>('immuno');
  const [result, setResult] = useState<KnowledgeTryResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    if (!question.trim()) {
      setFailure('Type a question first.');
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      setResult(await tryKnowledgeQuestion(api, { question: question.trim(), guardianId }));
    } catch (caught) {
      setResult(null);
      setFailure(errorSentence(caught, 'The question could not be tried. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="knowledge-try-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="knowledge-try-title">
          Try a question
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void ask();
          }}
        >
          <Stack gap="xs">
            <Textarea label="Question" autosize minRows={2} maxLength={2000} value={question} onChange={(event) => setQuestion(event.currentTarget.value)} />
            <Group align="flex-end" gap="sm">
              <NativeSelect
                label="Asked of"
                value={guardianId}
                onChange={(event) => setGuardianId(event.currentTarget.value as GuardianId)}
                data={GUARDIANS.map((guardian) => ({ value: guardian.id, label: guardian.personaName }))}
              />
              <Button type="submit" loading={busy}>
                Try
              </Button>
            </Group>
          </Stack>
        </form>
        <ErrorAlert error={failure} />
        {result && <TryResult result={result} onOpenEntry={onOpenEntry} />}
      </Stack>
    </Card>
  );
}

function TryResult({ result, onOpenEntry }: { result: KnowledgeTryResult; onOpenEntry: (knowledgeEntryId: string) => void }) {
  const urgent = result.triage.level === 'emergency' || result.triage.level === 'crisis';
  return (
    <Stack gap="xs" aria-label="What the chat would do" role="region">
      {result.triage.level ? (
        <Alert color={urgent ? 'red' : 'yellow'} title={`Safety triage: ${result.triage.level}`}>
          {result.triage.reasons.join('; ')}
          {urgent ? '. The safety reply answers; no knowledge entry is used.' : '. The reply leads with this caution.'}
        </Alert>
      ) : (
        <Text size="sm">Safety triage: nothing urgent.</Text>
      )}
      {result.understood && (
        <Text size="sm" c="dimmed">
          Understood as: {INTENT_LABELS[result.understood.intent]}
          {result.understood.topics.length > 0 ? ` about ${result.understood.topics.join(', ')}` : ', no known topic'}
          {result.redirectGuardianId ? ` · handed to ${ownerLabel(result.redirectGuardianId)}` : ''}
        </Text>
      )}
      {!urgent && result.entries.length === 0 && <Text size="sm">No entry matches: the chat says it is not sure it understood.</Text>}
      {result.entries.length > 0 && (
        <List type="ordered" spacing="xs" aria-label="Entries the chat would use, best first">
          {result.entries.map((hit) => (
            <List.Item key={hit.id}>
              <Stack gap={2}>
                <Group gap={6}>
                  <Badge size="sm" color={hit.role === 'candidate' ? 'gray' : 'green'} variant="light">
                    {ROLE_LABELS[hit.role]}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {hit.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ownerLabel(hit.guardianId)} · {hit.kind} · score {hit.score}
                  </Text>
                  {hit.knowledgeEntryId && (
                    <Button variant="subtle" size="compact-xs" onClick={() => onOpenEntry(hit.knowledgeEntryId ?? '')} aria-label={`Show entry ${hit.title}`}>
                      Show entry
                    </Button>
                  )}
                </Group>
                <Text size="xs">{hit.text}</Text>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
      <Card withBorder padding="sm" radius="sm">
        <Text size="xs" c="dimmed">
          The reply ({result.answeredBy === 'safety' ? 'safety reply' : result.answeredBy})
        </Text>
        <Text size="sm">{result.reply}</Text>
      </Card>
    </Stack>
  );
}
