// /admin/community (issue 43): the moderators' queue of held and reported posts, emergencies and crises first, with
// the decisions on each post, its topic and its author. Admin and support (shell/admin-route-guard.tsx).
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { QueueItem } from '@common/contracts/community';
import { errorNoticeSentence } from '../../../api/error-texts';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useModerationQueue } from '../api/get-moderation-queue';
import { QueueItemCard } from '../components/queue-item-card';
import type { ModerationReport } from '../hooks/use-moderation-action';

export const ALREADY_DECIDED_TEXT = 'Another moderator decided this post first. The queue below is up to date now.';

/** Urgent items lead whatever order the answer has; otherwise the server's order (oldest first) stands. */
function urgentFirst(items: readonly QueueItem[]): QueueItem[] {
  return [...items.filter((item) => item.priority === 'urgent'), ...items.filter((item) => item.priority !== 'urgent')];
}

export function AdminCommunityPage() {
  const queue = useModerationQueue();
  const [notice, setNotice] = useState<{ kind: 'done' | 'conflict'; text: string } | null>(null);
  const report: ModerationReport = {
    onDone: (summary) => setNotice({ kind: 'done', text: `Done: ${summary}` }),
    onAlreadyDecided: () => setNotice({ kind: 'conflict', text: ALREADY_DECIDED_TEXT }),
  };
  const items = queue.data ? urgentFirst(queue.data.items) : [];
  const urgentCount = items.filter((item) => item.priority === 'urgent').length;

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>Community moderation</Title>
            <Text c="dimmed" size="sm">
              Held and reported posts of the Guardian Council. Emergencies and crises come first: the author was shown the call buttons, so look at them now.
              {queue.data && ` ${items.length} waiting${urgentCount > 0 ? `, ${urgentCount} urgent` : ''}.`}
            </Text>
          </div>
          <Button variant="light" size="xs" onClick={() => void queue.refetch()} loading={queue.isFetching && !queue.isPending}>
            Refresh
          </Button>
        </Group>
        {notice && (
          <Alert
            color={notice.kind === 'conflict' ? 'orange' : 'teal'}
            variant="light"
            role={notice.kind === 'conflict' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        {queue.isError ? (
          <ErrorNotice
            title="The queue could not be loaded"
            sentence={errorNoticeSentence(queue.error, 'Check your connection, then try again.')}
            onRetry={() => void queue.refetch()}
          />
        ) : !queue.data ? (
          <LoadingBlock label="Loading the moderation queue…" />
        ) : items.length === 0 ? (
          <Alert color="teal" variant="light" title="Nothing waits for a moderator">
            Every held or reported post has been looked at. New ones appear here, emergencies and crises first.
          </Alert>
        ) : (
          <Stack gap="md">
            {items.map((item) => (
              <QueueItemCard key={item.post.id} item={item} report={report} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
