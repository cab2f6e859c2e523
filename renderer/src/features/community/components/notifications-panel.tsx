// The member's community notifications on /community: replies to their topics, mentions of their name and moderators'
// decisions about them, newest first, the unread ones marked and counted in the heading. Opening one marks it read;
// "Mark all read" marks every one.
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatDisplayDateOrNA } from '@common/dates';
import type { CommunityNotification, CommunityNotificationListResponse } from '@common/contracts/community';
import { errorSentence } from '../../../api/error-texts';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { markReadInCache, notificationsQueryOptions, useCommunityNotifications } from '../api/get-notifications';
import { markNotificationsRead } from '../api/mark-notifications-read';

export const NO_NOTIFICATIONS_TEXT = 'No notifications yet: replies to your topics, mentions of your name and moderators’ decisions about you appear here.';

const KINDS: Record<CommunityNotification['kind'], { label: string; color: string }> = {
  reply: { label: 'Reply', color: 'blue' },
  mention: { label: 'Mention', color: 'grape' },
  moderation: { label: 'Moderation', color: 'orange' },
};

/** "Notifications (3 new)", or "Notifications" when every one is read. */
export function notificationsHeading(unread: number): string {
  return unread > 0 ? `Notifications (${unread} new)` : 'Notifications';
}

/** Newest first, as the contract promises; sorted here too so the order never depends on it (ties keep the server's). */
function newestFirst(notifications: readonly CommunityNotification[]): CommunityNotification[] {
  return [...notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Sends the read marks and keeps the server's answer, the list as it is now. */
function useMarkRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (ids?: readonly string[]) => {
    const answer: CommunityNotificationListResponse = await markNotificationsRead(api, ids);
    queryClient.setQueryData(notificationsQueryOptions.queryKey, answer);
  };
}

export function NotificationsPanel() {
  const notifications = useCommunityNotifications();
  const unread = notifications.data?.unread ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notifications-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="notifications-title" ref={heading} tabIndex={-1}>
          {notificationsHeading(unread)}
        </Title>
        {notifications.isError ? (
          <ErrorNotice
            title="Your notifications could not be loaded"
            sentence={errorSentence(notifications.error, 'Check your connection, then try again.')}
            onRetry={() => void notifications.refetch()}
          />
        ) : !notifications.data ? (
          <LoadingBlock label="Loading your notifications…" />
        ) : notifications.data.notifications.length === 0 ? (
          <Text c="dimmed" size="sm">
            {NO_NOTIFICATIONS_TEXT}
          </Text>
        ) : (
          // Marking all read removes the button that had focus: focus goes to the heading, which now says none is new.
          <NotificationList answer={notifications.data} onAllRead={() => heading.current?.focus()} />
        )}
      </Stack>
    </Paper>
  );
}

function NotificationList({ answer, onAllRead }: { answer: CommunityNotificationListResponse; onAllRead: () => void }) {
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  const { busy, running, error, run } = useApiAction<'all' | 'one'>();

  async function markAll() {
    if (await run(() => markRead(), 'Your notifications were not marked read. Try again in a moment.', 'all')) onAllRead();
  }

  /** Opening a notification marks it read: shown at once, sent on the way to its topic (a failure shows it unread again). */
  function opened(notification: CommunityNotification) {
    if (notification.read) return;
    markReadInCache(queryClient, [notification.id]);
    markRead([notification.id]).catch(() => void queryClient.invalidateQueries(notificationsQueryOptions));
  }

  return (
    <Stack gap="sm">
      {answer.unread > 0 && (
        <Group gap="xs">
          <Button size="xs" variant="light" loading={running === 'all'} disabled={busy && running !== 'all'} onClick={() => void markAll()}>
            Mark all read
          </Button>
        </Group>
      )}
      <ErrorAlert inline error={error} />
      <Stack component="ul" gap="xs" aria-label="Your notifications" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {newestFirst(answer.notifications).map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onOpen={() => opened(notification)}
            onMarkRead={() => void run(() => markRead([notification.id]), 'The notification was not marked read. Try again in a moment.', 'one')}
            busy={busy}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
  busy,
}: {
  notification: CommunityNotification;
  onOpen: () => void;
  onMarkRead: () => void;
  busy: boolean;
}) {
  const kind = KINDS[notification.kind];
  const unread = !notification.read;
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      data-testid="notification"
      data-unread={unread}
      bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="wrap">
          <Badge size="sm" variant="light" color={kind.color}>
            {kind.label}
          </Badge>
          {unread && (
            <Badge size="sm" color="blue">
              New
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDisplayDateOrNA(notification.createdAt)}
          </Text>
        </Group>
        {notification.topicId ? (
          <Anchor
            component={Link}
            to={`/community/topics/${notification.topicId}`}
            size="sm"
            fw={unread ? 700 : 400}
            onClick={onOpen}
            style={{ overflowWrap: 'anywhere' }}
          >
            {notification.text}
          </Anchor>
        ) : (
          <Group gap="xs" justify="space-between" wrap="wrap" align="flex-start">
            <Text size="sm" fw={unread ? 700 : 400} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
              {notification.text}
            </Text>
            {/* Nothing to open (a decision about the member, not a post): read here instead. */}
            {unread && (
              <Button size="compact-xs" variant="subtle" disabled={busy} onClick={onMarkRead} aria-label={`Mark read: ${notification.text}`}>
                Mark read
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
