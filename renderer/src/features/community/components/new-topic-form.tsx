// "Start a topic" in a circle: a title and the opening post, checked with the contract's limits before sending. A
// topic that shows opens at once; a held one, or an emergency the triage recognised, is told here instead.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CircleId } from '@common/community';
import type { PostOutcome } from '@common/contracts/community';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { CIRCLES_KEY } from '../api/get-circles';
import { useCommunityMe } from '../api/get-community-me';
import { startTopic } from '../api/start-topic';
import { useApiAction } from '../../../api/use-api-action';
import { lengthHint, TOPIC_BODY_RULE, TOPIC_TITLE_RULE, topicProblems } from '../lib/post-rules';
import type { TopicProblems } from '../lib/post-rules';
import { isSuspended, ModerationNotices } from './moderation-notices';
import { PostOutcomeNotice } from './post-outcome-notice';

/** True when the outcome must be read where it is rather than by opening the topic: held, or a call for help. */
export function outcomeNeedsTelling(outcome: PostOutcome): boolean {
  return outcome.status === 'held' || (outcome.safety !== null && outcome.safety.level !== 'caution');
}

export function NewTopicForm({ circleId, circleName, onClose }: { circleId: CircleId; circleName: string; onClose: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const member = useCommunityMe().data?.member;
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<TopicProblems>({});
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const { busy, error, run } = useApiAction();
  const suspended = isSuspended(member);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = topicProblems(title, body);
    setProblems(found);
    if (found.title || found.body) return;
    await run(async () => {
      const answer = await startTopic(api, circleId, { title: title.trim(), body: body.trim() });
      // The circle's counts and its lists (a held topic is listed to its author).
      await queryClient.invalidateQueries({ queryKey: CIRCLES_KEY });
      if (outcomeNeedsTelling(answer.outcome)) {
        setOutcome(answer.outcome);
        setTitle('');
        setBody('');
      } else {
        await navigate(`/community/topics/${answer.topicId}`);
      }
    }, 'Your topic could not be posted. Try again in a moment.');
  }

  if (outcome) {
    return (
      <Stack gap="sm">
        <PostOutcomeNotice outcome={outcome} />
        <Group gap="xs">
          <Button variant="light" size="sm" onClick={() => setOutcome(null)}>
            Start another topic
          </Button>
          <Button variant="subtle" size="sm" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Start a topic in ${circleName}`}>
      <Stack gap="sm">
        <ModerationNotices member={member} />
        <TextInput
          label="Title"
          description={`${lengthHint(TOPIC_TITLE_RULE)} · ${title.trim().length} written`}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={TOPIC_TITLE_RULE.max}
          error={problems.title}
          required
          disabled={suspended}
          autoFocus
        />
        <Textarea
          label="Your post"
          description={`${lengthHint(TOPIC_BODY_RULE)} · ${body.trim().length} written. Share your experience; nobody here can diagnose or treat you.`}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          maxLength={TOPIC_BODY_RULE.max}
          error={problems.body}
          autosize
          minRows={4}
          required
          disabled={suspended}
        />
        <ErrorAlert error={error} />
        <Group gap="xs">
          <Button type="submit" loading={busy} disabled={suspended}>
            Post topic
          </Button>
          <Button variant="subtle" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
