// One post of a topic: who wrote it, the text as plain text, what the moderators decided (to its author only), the
// caution beside a post that names a medicine with a supplement, and what the reader may do with it.
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { HOLD_REASON_LABELS } from '@common/community';
import type { CircleId } from '@common/community';
import type { CommunityPost, PostOutcome } from '@common/contracts/community';
import { AuthorLine } from './author-line';
import { DeletePostButton } from './delete-post-button';
import { EditPostForm } from './edit-post-form';
import { helpfulCountText, HelpfulButton } from './helpful-button';
import { useReturnFocus } from '../hooks/use-return-focus';
import { PostOutcomeNotice } from './post-outcome-notice';
import { ReportButton } from './report-dialog';

/** Where a post stands, told to its author: waiting, hidden with the moderator's reason, or edited by a moderator. */
function ModerationNote({ post }: { post: CommunityPost }) {
  const why = post.heldFor ? HOLD_REASON_LABELS[post.heldFor] : null;
  if (post.status === 'held') {
    return (
      <Alert color="yellow" variant="light" title="Waiting for a moderator">
        Only you and the moderators see this post until one approves it.{why ? ` Why: ${why}.` : ''}
        {post.moderatorNote ? ` Moderator’s note: ${post.moderatorNote}` : ''}
      </Alert>
    );
  }
  if (post.status === 'hidden') {
    return (
      <Alert color="red" variant="light" title="Hidden from other members">
        Only you and the moderators see this post.{why ? ` Why: ${why}.` : ''}
        {post.moderatorNote ? ` Moderator’s note: ${post.moderatorNote}` : ''}
      </Alert>
    );
  }
  if (post.moderatorNote) {
    return (
      <Text size="sm" c="dimmed">
        A moderator edited this post: {post.moderatorNote}
      </Text>
    );
  }
  return null;
}

export function PostCard({
  post,
  opening,
}: {
  post: CommunityPost;
  /** The topic's title and circle when this is its opening post (edited with it; deleting it leaves the topic). */
  opening: { title: string; circleId: CircleId } | null;
}) {
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  // After a save the outcome takes focus; after Cancel, the Edit button does.
  const editButton = useReturnFocus<HTMLButtonElement>(editing, outcome === null);
  const removed = post.status === 'deleted' || post.author.former;
  const othersPost = !post.mine && !removed && post.status === 'visible';

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`${opening ? 'Opening post' : 'Reply'} by ${post.author.displayName}`}
      data-testid="post"
    >
      <Stack gap="xs">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
        {post.mine && <ModerationNote post={post} />}
        {outcome && <PostOutcomeNotice outcome={outcome} />}
        {editing ? (
          <EditPostForm
            post={post}
            topicTitle={opening?.title ?? null}
            onCancel={() => setEditing(false)}
            onDone={(answer) => {
              setEditing(false);
              setOutcome(answer);
            }}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={removed ? 'dimmed' : undefined} fs={removed ? 'italic' : undefined}>
            {post.body}
          </Text>
        )}
        {post.caution && (
          <Alert color="yellow" variant="light" title="Caution" role="note">
            {post.caution}
          </Alert>
        )}
        {!editing && (
          <Group gap="xs" wrap="wrap">
            {othersPost ? (
              <HelpfulButton post={post} />
            ) : (
              post.helpfulCount > 0 && (
                <Text size="xs" c="dimmed">
                  {helpfulCountText(post.helpfulCount)}
                </Text>
              )
            )}
            {othersPost && <ReportButton post={post} />}
            {post.mine && post.status !== 'deleted' && (
              <>
                <Button
                  ref={editButton}
                  size="xs"
                  variant="subtle"
                  onClick={() => {
                    setOutcome(null);
                    setEditing(true);
                  }}
                >
                  Edit
                </Button>
                <DeletePostButton post={post} openingOf={opening?.circleId ?? null} />
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
