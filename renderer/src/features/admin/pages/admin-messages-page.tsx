// /admin/messages (issue 39): the contact page's messages, open ones oldest first, for admin and support to answer.
import { Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ContactMessagesQuery } from '@common/contracts/contact';
import { errorNoticeSentence } from '../../../api/error-texts';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessageCard } from '../components/contact-message-card';

const VIEWS: { value: ContactMessagesQuery['status']; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

export function AdminMessagesPage() {
  const [params, setParams] = useSearchParams();
  const status = VIEWS.find((view) => view.value === params.get('status'))?.value ?? 'open';
  const messages = useContactMessages(status);

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Messages</Title>
            <Text c="dimmed" size="sm">
              Written through the contact page. Reply by e-mail, then mark the message handled.
              {messages.data && ` ${messages.data.openCount} open.`}
            </Text>
          </div>
          <SegmentedControl
            aria-label="Show messages"
            data={VIEWS}
            value={status}
            onChange={(value) => setParams(value === 'open' ? {} : { status: value }, { replace: true })}
          />
        </Group>
        {messages.isPending && <LoadingBlock label="Loading messages…" />}
        {messages.isError && (
          <ErrorNotice
            title="Messages could not be loaded"
            sentence={errorNoticeSentence(messages.error, 'Check your connection, then try again.')}
            onRetry={() => void messages.refetch()}
          />
        )}
        {messages.data?.messages.length === 0 && (
          <Text c="dimmed">{status === 'open' ? 'No open messages: everyone has been answered.' : 'No messages yet.'}</Text>
        )}
        {messages.data?.messages.map((message) => (
          <ContactMessageCard key={message.id} message={message} />
        ))}
      </Stack>
    </Container>
  );
}
