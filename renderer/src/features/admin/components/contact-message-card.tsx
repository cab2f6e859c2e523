// One message from the contact page: who wrote, about what, their words, and "Reply by e-mail" / "Mark handled"
// with an optional note for the other staff (or, once handled, who handled it and their note).
import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_TOPIC_LABELS } from '@common/contracts/contact';
import type { ContactMessage } from '@common/contracts/contact';
import { formatDisplayDate } from '@common/dates';
import { useApiClient } from '../../../api/use-api';
import { CONTACT_MESSAGES_KEY } from '../api/get-contact-messages';
import { markContactMessageHandled } from '../api/mark-contact-message-handled';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiAction } from '../../../api/use-api-action';

function replyLink(message: ContactMessage): string {
  const subject = `Re: your message ${message.reference}`;
  return `mailto:${message.email}?${new URLSearchParams({ subject }).toString().replace(/\+/g, '%20')}`;
}

export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const { busy: saving, error, run } = useApiAction();

  async function markHandled() {
    await run(async () => {
      await markContactMessageHandled(api, message.id, { note: note.trim() || undefined });
      await queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY });
    }, 'The message could not be marked handled. Try again.');
  }

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`message-${message.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} id={`message-${message.id}`}>
            {message.name} — {CONTACT_TOPIC_LABELS[message.topic]}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{message.reference}</Badge>
            {message.signedIn && <Badge variant="outline">Signed-in account</Badge>}
            <Badge color={message.status === 'open' ? 'orange' : 'teal'}>{message.status === 'open' ? 'Open' : 'Handled'}</Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {message.email} · received {formatDisplayDate(message.receivedAt)}
          {message.orderReference && ` · order or booking ${message.orderReference}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
        {message.handled ? (
          <Text size="sm" c="dimmed">
            Handled by {message.handled.byEmail} on {formatDisplayDate(message.handled.at)}
            {message.handled.note && `: ${message.handled.note}`}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <Anchor href={replyLink(message)} size="sm">
              Reply by e-mail
            </Anchor>
            <TextInput
              label="Note for the team (optional)"
              size="xs"
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
            />
            <Button size="xs" loading={saving} onClick={() => void markHandled()}>
              Mark handled
            </Button>
          </Group>
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}
