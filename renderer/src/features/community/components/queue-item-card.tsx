// One post waiting for a moderator: why (urgent first), where, who wrote it (name and email, staff only), the reports,
// and what may be done with the post, its topic and its author.
import { Accordion, Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { circleOf, HOLD_REASON_LABELS, REPORT_REASON_LABELS } from '@common/community';
import { formatDisplayDateOrNA } from '@common/dates';
import type { QueueItem } from '@common/contracts/community';
import type { ModerationReport } from '../hooks/use-moderation-action';
import { MemberModeration } from './member-moderation';
import { PostDecision } from './post-decision';
import { TopicModeration } from './topic-moderation';

export function QueueItemCard({ item, report }: { item: QueueItem; report: ModerationReport }) {
  const urgent = item.priority === 'urgent';
  const titleId = `queue-${item.post.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-priority={item.priority}
      style={urgent ? { borderLeft: '4px solid var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="sm">
        <Group gap={6} wrap="wrap">
          {urgent && <Badge color="red">Urgent</Badge>}
          {item.heldFor && (
            <Badge color={urgent ? 'red' : 'yellow'} variant="light">
              {HOLD_REASON_LABELS[item.heldFor]}
            </Badge>
          )}
          {item.reports.length > 0 && (
            <Badge color="gray" variant="light">
              Reported {item.reports.length === 1 ? 'once' : `${item.reports.length} times`}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            waiting since {formatDisplayDateOrNA(item.since)}
          </Text>
        </Group>
        <div>
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/community/topics/${item.topic.id}`} inherit>
              {item.topic.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            in {circleOf(item.topic.circleId).name} · by {item.author.displayName} ({item.author.email})
          </Text>
        </div>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="queued-post">
          {item.post.body}
        </Text>
        {item.post.caution && (
          <Text size="xs" c="dimmed">
            Caution shown beside it: {item.post.caution}
          </Text>
        )}
        {item.reports.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Reports
            </Text>
            <List size="sm" spacing={2}>
              {item.reports.map((entry, index) => (
                <List.Item key={`${entry.reportedAt}-${index}`}>
                  {REPORT_REASON_LABELS[entry.reason]}
                  {entry.note ? `: “${entry.note}”` : ''} · weight {entry.weight} · {formatDisplayDateOrNA(entry.reportedAt)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <PostDecision post={item.post} report={report} />
        <Accordion variant="contained" multiple chevronPosition="left">
          <Accordion.Item value="topic">
            <Accordion.Control>Topic actions</Accordion.Control>
            <Accordion.Panel>
              <TopicModeration topic={item.topic} report={report} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="member">
            <Accordion.Control>Member actions: {item.author.displayName}</Accordion.Control>
            <Accordion.Panel>
              <MemberModeration member={item.author} report={report} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Card>
  );
}
