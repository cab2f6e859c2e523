import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDateOrNA } from '@common/dates';
import type { TopicSummary } from '@common/contracts/community';
import { AuthorName } from './author-name';

function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The marks beside a topic's title: what a member should know before opening it. */
export function TopicBadges({ topic }: { topic: Pick<TopicSummary, 'pinned' | 'locked' | 'status' | 'unread'> }) {
  return (
    <Group gap={4} wrap="wrap">
      {topic.unread && topic.status === 'visible' && (
        <Badge size="sm" color="blue">
          Unread
        </Badge>
      )}
      {topic.pinned && (
        <Badge size="sm" variant="light" color="grape">
          Pinned
        </Badge>
      )}
      {topic.locked && (
        <Badge size="sm" variant="light" color="gray">
          Locked
        </Badge>
      )}
      {topic.status === 'held' && (
        <Badge size="sm" variant="light" color="yellow">
          Waiting for a moderator
        </Badge>
      )}
      {topic.status === 'hidden' && (
        <Badge size="sm" variant="light" color="red">
          Hidden by a moderator
        </Badge>
      )}
    </Group>
  );
}

function TopicRow({ topic, showAuthor }: { topic: TopicSummary; showAuthor: boolean }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="topic-row">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Anchor component={Link} to={`/community/topics/${topic.id}`} fw={topic.unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {topic.title}
          </Anchor>
          <TopicBadges topic={topic} />
        </Group>
        <Text size="xs" c="dimmed">
          {showAuthor && (
            <>
              by <AuthorName author={topic.author} inherit />
              {topic.author.badge ? ` (${topic.author.badge})` : ''} ·{' '}
            </>
          )}
          {countText(topic.replyCount, 'reply', 'replies')} · {topic.helpfulCount} found it helpful · last activity{' '}
          {formatDisplayDateOrNA(topic.lastActivityAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * A list of topic rows, named for screen readers ("Pinned topics", "Topics"). Each names its author (a link to their
 * member page) unless `showAuthor` is false: on a member's own page every topic is theirs.
 */
export function TopicList({ topics, label, showAuthor = true }: { topics: readonly TopicSummary[]; label: string; showAuthor?: boolean }) {
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {topics.map((topic) => (
        <TopicRow key={topic.id} topic={topic} showAuthor={showAuthor} />
      ))}
    </Stack>
  );
}
