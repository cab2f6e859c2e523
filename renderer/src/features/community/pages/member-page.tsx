// /community/members/:memberId (issue 43): a member's page — the name they chose, their badge and trust level, when
// they joined, then the topics they started and their replies that others can see. A member who hides their activity
// shows only who they are to others; they themselves (and staff) still see the lists, with a note that others do not.
import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { trustLevel } from '@common/community';
import type { MemberActivityResponse } from '@common/contracts/community';
import { formatDisplayDateOrNA } from '@common/dates';
import { STAFF_ROLES } from '@common/roles';
import { isNotFoundError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { useSession } from '../../../identity/session-context';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useMemberActivity } from '../api/get-member-activity';
import { NotFoundPanel } from '../components/not-found-panel';
import { TopicList } from '../components/topic-list';
import { UnreadNotificationsLink } from '../components/unread-notifications-link';

export const YOUR_ACTIVITY_HIDDEN_TEXT = 'Your activity is hidden from other members.';
export const MEMBER_HIDES_ACTIVITY_TEXT = 'This member hides their activity from other members.';

export function MemberPage() {
  const { memberId = '' } = useParams();
  return <MemberView key={memberId} memberId={memberId} />;
}

export function MemberView({ memberId }: { memberId: string }) {
  const activity = useMemberActivity(memberId);

  if (activity.isError && isNotFoundError(activity.error)) {
    return (
      <Container size="md" py="xl" px="md">
        <NotFoundPanel title="Member not found" text="There is no member at this address: they may have left the community." />
      </Container>
    );
  }

  return (
    <Container size="md" py="xl" px="md">
      {activity.isError ? (
        <Stack gap="md">
          <Title order={1}>Member</Title>
          <ErrorNotice
            title="The member’s page could not be loaded"
            sentence={errorSentence(activity.error, 'Check your connection, then try again.')}
            onRetry={() => void activity.refetch()}
          />
        </Stack>
      ) : !activity.data ? (
        <LoadingBlock label="Loading the member’s page…" />
      ) : (
        <MemberContent answer={activity.data} />
      )}
    </Container>
  );
}

/** Who the reader is to this page: the member themself, staff (who see a hidden member's lists), or another member. */
function useViewer(memberId: string): { self: boolean; staff: boolean } {
  const { user } = useSession();
  return {
    self: user !== null && user.id === memberId,
    staff: user?.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role)) ?? false,
  };
}

function MemberContent({ answer }: { answer: MemberActivityResponse }) {
  const { member, hidden, topics, replies } = answer;
  const viewer = useViewer(member.memberId);
  // The server sends a hidden member's lists only to them and to staff; lists that came are shown whoever we think we are.
  const listed = !hidden || viewer.self || viewer.staff || topics.length > 0 || replies.length > 0;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor component={Link} to="/community" size="sm">
            ← All circles
          </Anchor>
          <UnreadNotificationsLink />
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {member.displayName}
          </Title>
          {member.badge && (
            <Badge variant="light" color={member.badge === 'Moderator' ? 'indigo' : 'teal'}>
              {member.badge}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {trustLevel(member.trustLevel).name} · Member since {formatDisplayDateOrNA(member.joinedAt)}
        </Text>
      </Stack>

      {!listed ? (
        <Alert color="gray" variant="light" role="note" data-testid="activity-private">
          {member.displayName} keeps their activity private.
        </Alert>
      ) : (
        <>
          {hidden && (
            <Alert color="blue" variant="light" role="note">
              {viewer.self ? YOUR_ACTIVITY_HIDDEN_TEXT : MEMBER_HIDES_ACTIVITY_TEXT}
            </Alert>
          )}
          <Stack gap="sm" component="section" aria-labelledby="member-topics-title">
            <Title order={2} size="h3" id="member-topics-title">
              Topics started
            </Title>
            {topics.length === 0 ? (
              <Text c="dimmed" size="sm">
                {viewer.self
                  ? 'You have not started a topic yet. Pick a circle and ask what is on your mind.'
                  : `${member.displayName} has not started a topic yet.`}
              </Text>
            ) : (
              <TopicList topics={topics} label="Topics started" showAuthor={false} />
            )}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="member-replies-title">
            <Title order={2} size="h3" id="member-replies-title">
              Replies
            </Title>
            {replies.length === 0 ? (
              <Text c="dimmed" size="sm">
                {viewer.self ? 'You have not replied to a topic yet.' : `${member.displayName} has not replied to a topic yet.`}
              </Text>
            ) : (
              <ReplyList replies={replies} />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ReplyList({ replies }: { replies: MemberActivityResponse['replies'] }) {
  return (
    <Stack component="ul" gap="xs" aria-label="Replies" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {replies.map((reply) => (
        <Paper key={reply.postId} component="li" withBorder radius="sm" p="sm" data-testid="reply-row">
          <Stack gap={4}>
            <Text size="sm">
              In{' '}
              <Anchor component={Link} to={`/community/topics/${reply.topicId}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {reply.topicTitle}
              </Anchor>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDisplayDateOrNA(reply.createdAt)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
