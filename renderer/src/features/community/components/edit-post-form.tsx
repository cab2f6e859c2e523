// The author's edit of their post (and, for the opening post, the topic's title): checked with the contract's limits,
// then checked again by the server's triage, whose outcome the card shows.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CommunityPost, PostOutcome } from '@common/contracts/community';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { editPost } from '../api/edit-post';
import { CIRCLES_KEY } from '../api/get-circles';
import { topicKey } from '../api/get-topic';
import { useApiAction } from '../../../api/use-api-action';
import { EDIT_BODY_RULE, editProblems, lengthHint, TOPIC_TITLE_RULE } from '../lib/post-rules';
import type { TopicProblems } from '../lib/post-rules';

export function EditPostForm({
  post,
  topicTitle,
  onDone,
  onCancel,
}: {
  post: CommunityPost;
  /** The topic's title when this is its opening post: the title is edited with it. */
  topicTitle: string | null;
  onDone: (outcome: PostOutcome) => void;
  onCancel: () => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(post.body);
  const [title, setTitle] = useState(topicTitle ?? '');
  const [problems, setProblems] = useState<TopicProblems>({});
  const { busy, error, run } = useApiAction();
  const editsTitle = topicTitle !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = editProblems(body, editsTitle ? title : undefined);
    setProblems(found);
    if (found.title || found.body) return;
    await run(async () => {
      const answer = await editPost(api, post.id, { body: body.trim(), ...(editsTitle ? { title: title.trim() } : {}) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: topicKey(post.topicId) }),
        // An edited title shows in its circle's list too.
        editsTitle ? queryClient.invalidateQueries({ queryKey: CIRCLES_KEY }) : undefined,
      ]);
      onDone(answer.outcome);
    }, 'Your changes could not be saved. Try again in a moment.');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit your post">
      <Stack gap="sm">
        {editsTitle && (
          <TextInput
            label="Title"
            description={lengthHint(TOPIC_TITLE_RULE)}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={TOPIC_TITLE_RULE.max}
            error={problems.title}
            required
          />
        )}
        <Textarea
          label="Your post"
          description={`${lengthHint(EDIT_BODY_RULE)} · ${body.trim().length} written`}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          maxLength={EDIT_BODY_RULE.max}
          error={problems.body}
          autosize
          minRows={3}
          required
          autoFocus
        />
        <ErrorAlert error={error} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            Save changes
          </Button>
          <Button size="xs" variant="subtle" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
