// /community/:circleId (issue 43): a circle's description and rules, its pinned topics, then its topics sorted,
// searched and paged (all kept in the address), "Start a topic", and "Mute this circle".
import { Anchor, Badge, Button, Container, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { circleOf, COMMUNITY_PAGE_SIZE, COMMUNITY_RULES, isCircleId } from '@common/community';
import type { CircleId } from '@common/community';
import { TopicListQuery, TopicSort } from '@common/contracts/community';
import type { TopicListResponse } from '@common/contracts/community';
import { findGuardian, themeFor } from '@common/guardians';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { PageSwitcher } from '../../../ui/page-switcher';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useCircleTopics } from '../api/get-circle-topics';
import type { TopicListView } from '../api/get-circle-topics';
import { CommunityRules } from '../components/community-rules';
import { CircleMuteSwitch } from '../components/mute-switch';
import { NewTopicForm } from '../components/new-topic-form';
import { NotFoundPanel } from '../components/not-found-panel';
import { TopicList } from '../components/topic-list';
import { UnreadNotificationsLink } from '../components/unread-notifications-link';
import { useReturnFocus } from '../hooks/use-return-focus';

const SORTS: { value: TopicSort; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
];

const SEARCH_MIN = TopicListQuery.shape.q.unwrap().minLength ?? 2;
const SEARCH_MAX = TopicListQuery.shape.q.unwrap().maxLength ?? 100;

/** The view the address names; anything it cannot be (a page of 0, an unknown sort, one letter) reads as the default. */
function viewOf(params: URLSearchParams): TopicListView {
  const sort = TopicSort.safeParse(params.get('sort'));
  const q = params.get('q')?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    sort: sort.success ? sort.data : 'active',
    q: q.length >= SEARCH_MIN ? q.slice(0, SEARCH_MAX) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function CirclePage() {
  const { circleId } = useParams();
  if (!isCircleId(circleId)) return <UnknownCircle />;
  // A new circle starts afresh: its search field and form never carry over from the last one.
  return <CircleView key={circleId} circleId={circleId} />;
}

function UnknownCircle() {
  return (
    <Container size="md" py="xl" px="md">
      <NotFoundPanel title="Circle not found" text="There is no circle at this address. The community has six circles: choose one from the list." />
    </Container>
  );
}

export function CircleView({ circleId }: { circleId: CircleId }) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const topics = useCircleTopics(circleId, view);
  const [writing, setWriting] = useState(false);
  const startButton = useReturnFocus<HTMLButtonElement>(writing);
  const circle = topics.data?.circle ?? circleOf(circleId);
  const guardian = circle.guardianId ? findGuardian(circle.guardianId) : undefined;

  function update(changes: Partial<Record<'sort' | 'q' | 'page', string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  }

  // The server answers an id it does not know with a 400: the same not-found panel as an id the page does not know.
  if (topics.isError && topics.error instanceof ApiError && topics.error.status === 400) return <UnknownCircle />;

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Anchor component={Link} to="/community" size="sm">
              ← All circles
            </Anchor>
            <UnreadNotificationsLink />
          </Group>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{circle.name}</Title>
            {guardian && (
              <Badge color={themeFor(guardian.id).mantineColor} variant="light">
                {guardian.personaName}
              </Badge>
            )}
          </Group>
          <Text>{circle.description}</Text>
          <CircleMuteSwitch circleId={circleId} />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="start-topic-title">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h3" id="start-topic-title">
              Start a topic
            </Title>
            {!writing && (
              <Button ref={startButton} onClick={() => setWriting(true)}>
                Write a topic
              </Button>
            )}
          </Group>
          {writing && <NewTopicForm circleId={circleId} circleName={circle.name} onClose={() => setWriting(false)} />}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="topics-title">
          <Title order={2} size="h3" id="topics-title">
            Topics
          </Title>
          <TopicControls view={view} onChange={update} />
          {topics.isError ? (
            <ErrorNotice
              title="The topics could not be loaded"
              sentence={errorSentence(topics.error, 'Check your connection, then try again.')}
              onRetry={() => void topics.refetch()}
            />
          ) : !topics.data ? (
            <LoadingBlock label="Loading topics…" />
          ) : (
            <Topics answer={topics.data} view={view} onChange={update} />
          )}
        </Stack>

        <CommunityRules rules={COMMUNITY_RULES} circleRules={circle.rules} circleName={circle.name} />
      </Stack>
    </Container>
  );
}

type ViewChange = (changes: Partial<Record<'sort' | 'q' | 'page', string | undefined>>) => void;

function TopicControls({ view, onChange }: { view: TopicListView; onChange: ViewChange }) {
  const [words, setWords] = useState(view.q ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    const q = words.trim();
    if (q.length > 0 && q.length < SEARCH_MIN) {
      setProblem(`Type at least ${SEARCH_MIN} characters to search.`);
      return;
    }
    setProblem(null);
    onChange({ q: q || undefined, page: undefined });
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Sort topics"
        data={SORTS}
        value={view.sort}
        onChange={(value) => onChange({ sort: value === 'active' ? undefined : value, page: undefined })}
      />
      <form role="search" aria-label="Search this circle" onSubmit={search} noValidate style={{ flex: '1 1 16rem' }}>
        <TextInput
          label="Search topics"
          placeholder="words in a title or post"
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          maxLength={SEARCH_MAX}
          error={problem}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1 }}>{input}</div>
              <Button type="submit" variant="light">
                Search
              </Button>
            </Group>
          )}
        />
      </form>
      {view.q && (
        <Button
          variant="subtle"
          onClick={() => {
            setWords('');
            onChange({ q: undefined, page: undefined });
          }}
        >
          Clear search
        </Button>
      )}
    </Group>
  );
}

function Topics({ answer, view, onChange }: { answer: TopicListResponse; view: TopicListView; onChange: ViewChange }) {
  const pinnedIds = new Set(answer.pinned.map((topic) => topic.id));
  // Pinned topics lead every page; should the server list one among the others too, it is shown once.
  const others = answer.topics.filter((topic) => !pinnedIds.has(topic.id));
  const pages = Math.max(1, Math.ceil(answer.total / (answer.pageSize || COMMUNITY_PAGE_SIZE)));
  const nothing = answer.pinned.length === 0 && others.length === 0;

  return (
    <Stack gap="sm">
      {answer.pinned.length > 0 && <TopicList topics={answer.pinned} label="Pinned topics" />}
      {others.length > 0 && <TopicList topics={others} label="Topics" />}
      {nothing && (
        <Text c="dimmed">
          {view.q
            ? `No topic matches “${view.q}”. Try other words, or clear the search.`
            : `No topics here yet. Start the first one: what brought you to ${answer.circle.name}?`}
        </Text>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {answer.total} topic{answer.total === 1 ? '' : 's'}
        {view.q ? ` matching “${view.q}”` : ''}
      </Text>
      {pages > 1 && (
        <PageSwitcher total={pages} value={answer.page} onChange={(page) => onChange({ page: page > 1 ? String(page) : undefined })} aria-label="Topic pages" />
      )}
    </Stack>
  );
}
