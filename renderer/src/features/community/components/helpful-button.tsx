// "Helpful" on someone else's post: pressed at once, then set to what the server counted (or back, if it failed).
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CommunityPost } from '@common/contracts/community';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { patchPostInTopic } from '../api/get-topic';
import { markHelpful } from '../api/mark-helpful';
import { takeBackHelpful } from '../api/take-back-helpful';

export function helpfulCountText(count: number): string {
  return count === 1 ? '1 member found this helpful' : `${count} members found this helpful`;
}

export function HelpfulButton({ post }: { post: CommunityPost }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // One change at a time: a second press while the first is on its way would be counted against a guess.
  const sending = useRef(false);

  async function toggle() {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    const before = { helpedByMe: post.helpedByMe, helpfulCount: post.helpfulCount };
    patchPostInTopic(queryClient, post.topicId, post.id, {
      helpedByMe: !before.helpedByMe,
      helpfulCount: Math.max(0, before.helpfulCount + (before.helpedByMe ? -1 : 1)),
    });
    try {
      const answer = before.helpedByMe ? await takeBackHelpful(api, post.id) : await markHelpful(api, post.id);
      patchPostInTopic(queryClient, post.topicId, post.id, { helpedByMe: answer.helpedByMe, helpfulCount: answer.helpfulCount });
    } catch (caught) {
      patchPostInTopic(queryClient, post.topicId, post.id, before);
      setError(errorSentence(caught, 'Your “helpful” was not saved. Try again in a moment.'));
    } finally {
      sending.current = false;
    }
  }

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant={post.helpedByMe ? 'filled' : 'light'}
        color="teal"
        aria-pressed={post.helpedByMe}
        onClick={() => void toggle()}
        leftSection={<span aria-hidden>👍</span>}
      >
        Helpful
      </Button>
      <Text size="xs" c="dimmed" data-testid="helpful-count">
        {helpfulCountText(post.helpfulCount)}
      </Text>
      <ErrorAlert inline error={error} />
    </Group>
  );
}
