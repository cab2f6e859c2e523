// The reply at the end of a topic: turned off, with the reason, while the topic is locked or the member suspended;
// checked with the contract's limits; then the outcome (posted, held, or the safety reply to read first).
import { Alert, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PostOutcome, TopicDetail } from '@common/contracts/community';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { CIRCLES_KEY } from '../api/get-circles';
import { useCommunityMe } from '../api/get-community-me';
import { topicKey } from '../api/get-topic';
import { replyToTopic } from '../api/reply-to-topic';
import { useApiAction } from '../../../api/use-api-action';
import { isTopicLocked } from '../lib/community-errors';
import { lengthHint, REPLY_BODY_RULE, replyProblem } from '../lib/post-rules';
import { isSuspended, ModerationNotices } from './moderation-notices';
import { outcomeNeedsTelling } from './new-topic-form';
import { PostOutcomeNotice } from './post-outcome-notice';

export const LOCKED_TEXT = 'This topic is locked: a moderator turned replies off. You can still read it and mark posts helpful.';

export function ReplyForm({ topic, onPosted }: { topic: TopicDetail; /** A reply that shows: the page moves to it. */ onPosted: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const member = useCommunityMe().data?.member;
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const { busy, error, run } = useApiAction();
  const closed = topic.locked || isSuspended(member);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (closed) return;
    const found = replyProblem(body);
    setProblem(found);
    if (found) return;
    setOutcome(null);
    await run(async () => {
      try {
        const answer = await replyToTopic(api, topic.id, { body: body.trim() });
        setBody('');
        await Promise.all([queryClient.invalidateQueries({ queryKey: topicKey(topic.id) }), queryClient.invalidateQueries({ queryKey: CIRCLES_KEY })]);
        setOutcome(answer.outcome);
        if (!outcomeNeedsTelling(answer.outcome)) onPosted();
      } catch (caught) {
        // Locked while the member wrote: the page shows the lock as it is now.
        if (isTopicLocked(caught)) void queryClient.invalidateQueries({ queryKey: topicKey(topic.id) });
        throw caught;
      }
    }, 'Your reply could not be posted. Try again in a moment.');
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="reply-title">
      <Title order={2} size="h3" id="reply-title">
        Your reply
      </Title>
      {outcome && <PostOutcomeNotice outcome={outcome} />}
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reply-title">
        <Stack gap="sm">
          <ModerationNotices member={member} />
          {topic.locked && (
            <Alert color="gray" variant="light" title="Replies are turned off">
              {LOCKED_TEXT}
            </Alert>
          )}
          <Textarea
            label="Reply"
            description={topic.locked ? 'Replies are turned off for this topic.' : `${lengthHint(REPLY_BODY_RULE)} · ${body.trim().length} written`}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={REPLY_BODY_RULE.max}
            error={problem}
            autosize
            minRows={3}
            disabled={closed}
          />
          <ErrorAlert error={error} />
          <Group>
            <Button type="submit" loading={busy} disabled={closed}>
              Post reply
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
