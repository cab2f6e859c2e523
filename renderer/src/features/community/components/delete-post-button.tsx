// "Delete" on the member's own post, after a question: deleting cannot be undone.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CircleId } from '@common/community';
import type { CommunityPost } from '@common/contracts/community';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { deletePost } from '../api/delete-post';
import { CIRCLES_KEY } from '../api/get-circles';
import { topicKey } from '../api/get-topic';

export function DeletePostButton({
  post,
  openingOf,
}: {
  post: CommunityPost;
  /** The circle, when this is the topic's opening post. */ openingOf: CircleId | null;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { busy, error, setError, run } = useApiAction();

  async function confirm() {
    const done = await run(async () => {
      await deletePost(api, post.id);
      await queryClient.invalidateQueries({ queryKey: CIRCLES_KEY });
    }, 'Your post could not be deleted. Try again in a moment.');
    if (!done) return;
    setOpen(false);
    // Without its opening post the topic may be gone: back to its circle rather than a page that is not there.
    if (openingOf) await navigate(`/community/${openingOf}`);
    else await queryClient.invalidateQueries({ queryKey: topicKey(post.topicId) });
  }

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Delete
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete this post?" centered>
        <Stack gap="sm">
          <Text size="sm">
            {openingOf
              ? 'This is the topic’s opening post. Deleting it cannot be undone; if others replied, it stays as “[removed]” so their replies still make sense.'
              : 'Deleting it cannot be undone. If others replied under it, it stays as “[removed]” so their replies still make sense.'}
          </Text>
          <ErrorAlert error={error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy} data-autofocus>
              Keep it
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              Delete post
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
