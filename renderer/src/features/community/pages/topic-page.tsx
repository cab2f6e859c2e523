// /community/topics/:topicId (issue 43): a topic's opening post, then its replies a page at a time, each with who
// wrote it and what a reader may do (helpful, report; edit and delete one's own), the reply form, and the switches
// that mute the topic's or its circle's reply notifications.
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDisplayDateOrNA } from '@common/dates';
import type { TopicResponse } from '@common/contracts/community';
import { isNotFoundError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { PageSwitcher } from '../../../ui/page-switcher';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useTopic } from '../api/get-topic';
import { TopicMuteSwitches } from '../components/mute-switch';
import { NotFoundPanel } from '../components/not-found-panel';
import { PostCard } from '../components/post-card';
import { ReplyForm } from '../components/reply-form';
import { TopicBadges } from '../components/topic-list';
import { UnreadNotificationsLink } from '../components/unread-notifications-link';

export function TopicPage() {
  const { topicId = '' } = useParams();
  return <TopicView key={topicId} topicId={topicId} />;
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function TopicView({ topicId }: { topicId: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const topic = useTopic(topicId, page);

  function goToPage(next: number) {
    setParams(next > 1 ? { page: String(next) } : {});
  }

  if (topic.isError && isNotFoundError(topic.error)) {
    return (
      <Container size="md" py="xl" px="md">
        <NotFoundPanel
          title="Topic not found"
          text="This topic does not exist, or it is not yours to see: it may have been removed, or it is waiting for a moderator."
        />
      </Container>
    );
  }

  return (
    <Container size="md" py="xl" px="md">
      {topic.isError ? (
        <Stack gap="md">
          <Title order={1}>Topic</Title>
          <ErrorNotice
            title="The topic could not be loaded"
            sentence={errorSentence(topic.error, 'Check your connection, then try again.')}
            onRetry={() => void topic.refetch()}
          />
        </Stack>
      ) : !topic.data ? (
        <LoadingBlock label="Loading the topic…" />
      ) : (
        <TopicContent answer={topic.data} onPage={goToPage} />
      )}
    </Container>
  );
}

function TopicContent({ answer, onPage }: { answer: TopicResponse; onPage: (page: number) => void }) {
  const { topic, posts } = answer;
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  // The opening post comes first on the first page; it is the one edited with the title.
  const opening = posts.find((candidate) => candidate.opening);
  const replies = posts.filter((candidate) => !candidate.opening);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor component={Link} to={`/community/${topic.circleId}`} size="sm">
            ← {topic.circle.name}
          </Anchor>
          <UnreadNotificationsLink />
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {topic.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <TopicBadges topic={{ ...topic, unread: false }} />
          <Text size="sm" c="dimmed">
            Started by {topic.author.displayName} on {formatDisplayDateOrNA(topic.createdAt)} · {topic.replyCount} repl{topic.replyCount === 1 ? 'y' : 'ies'}
          </Text>
        </Group>
        {topic.status === 'held' && (
          <Alert color="yellow" variant="light" title="Waiting for a moderator">
            Only you and the moderators see this topic until one approves it.
          </Alert>
        )}
      </Stack>

      <TopicMuteSwitches topic={topic} />

      {opening && <PostCard post={opening} opening={{ title: topic.title, circleId: topic.circleId }} />}

      <Stack gap="sm" component="section" aria-labelledby="replies-title">
        <Title order={2} size="h3" id="replies-title">
          Replies
        </Title>
        {replies.length === 0 ? (
          <Text c="dimmed" size="sm">
            No replies yet.{topic.locked ? '' : ' Be the first to answer.'}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" aria-label="Replies" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {replies.map((post) => (
              <li key={post.id}>
                <PostCard post={post} opening={null} />
              </li>
            ))}
          </Stack>
        )}
        {pages > 1 && <PageSwitcher total={pages} value={answer.page} onChange={onPage} aria-label="Reply pages" />}
      </Stack>

      <ReplyForm topic={topic} onPosted={() => onPage(Math.max(1, Math.ceil((answer.total + 1) / answer.pageSize)))} />
    </Stack>
  );
}
