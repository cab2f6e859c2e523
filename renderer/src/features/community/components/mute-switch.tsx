// "Mute this topic" and "Mute this circle": no notifications of their new replies (mentions and moderators' decisions
// still come). Each switch moves at once, is saved with PUT (mute) or DELETE (unmute), and the server's list of mutes
// is then shown wherever the page keeps it: the mutes, and every kept topic's `muted` and `circleMuted`.
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CircleId } from '@common/community';
import type { MuteListResponse, TopicDetail, TopicResponse } from '@common/contracts/community';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { isMuted, mutesQueryOptions, useCommunityMutes } from '../api/get-mutes';
import type { MuteTargetType } from '../api/get-mutes';
import { ALL_TOPICS_KEY, topicKey } from '../api/get-topic';
import { mute } from '../api/mute';
import { unmute } from '../api/unmute';

export const MUTE_HELP = 'No notifications of new replies; mentions and moderators’ decisions still reach you.';

/** The server's mutes, shown at once on every kept topic; then the topics the change concerns are asked again. */
async function showMutes(queryClient: QueryClient, answer: MuteListResponse, targetType: MuteTargetType, targetId: string): Promise<void> {
  queryClient.setQueryData(mutesQueryOptions.queryKey, answer);
  queryClient.setQueriesData<TopicResponse>({ queryKey: ALL_TOPICS_KEY }, (kept) =>
    kept
      ? {
          ...kept,
          topic: { ...kept.topic, muted: isMuted(answer, 'topic', kept.topic.id), circleMuted: isMuted(answer, 'circle', kept.topic.circleId) },
        }
      : kept,
  );
  // A circle's mute shows on each of its topics; a topic's only on its own.
  await queryClient.invalidateQueries({ queryKey: targetType === 'circle' ? ALL_TOPICS_KEY : topicKey(targetId) });
}

export function MuteSwitch({
  targetType,
  targetId,
  muted,
  label,
  description,
}: {
  targetType: MuteTargetType;
  targetId: string;
  muted: boolean;
  label: string;
  description?: string;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // The position moved to, shown while it is saved; the saved state otherwise.
  const [moving, setMoving] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const descriptionId = useId();

  async function change(next: boolean) {
    setMoving(next);
    setError(null);
    try {
      const answer = next ? await mute(api, targetType, targetId) : await unmute(api, targetType, targetId);
      await showMutes(queryClient, answer, targetType, targetId);
    } catch (caught) {
      setError(errorSentence(caught, 'Your choice was not saved. Try again in a moment.'));
    } finally {
      setMoving(null);
    }
  }

  // The description is read after the name rather than in it (Mantine's `description` sits inside the label).
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        aria-describedby={description ? descriptionId : undefined}
        checked={moving ?? muted}
        disabled={moving !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {description && (
        <Text id={descriptionId} size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <ErrorAlert inline error={error} />
    </Stack>
  );
}

/** The circle page's switch: whether the circle is muted comes from the member's list of mutes. */
export function CircleMuteSwitch({ circleId }: { circleId: CircleId }) {
  const mutes = useCommunityMutes();
  if (mutes.isError) {
    return (
      <ErrorAlert
        title="Whether you muted this circle could not be loaded"
        error={errorSentence(mutes.error, 'Check your connection, then try again.')}
        onRetry={() => void mutes.refetch()}
        retrying={mutes.isFetching}
      />
    );
  }
  if (!mutes.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Checking whether you muted this circle…
      </Text>
    );
  }
  return (
    <MuteSwitch targetType="circle" targetId={circleId} muted={isMuted(mutes.data, 'circle', circleId)} label="Mute this circle" description={MUTE_HELP} />
  );
}

/** The topic page's two switches, read from the topic's own `muted` and `circleMuted`. */
export function TopicMuteSwitches({ topic }: { topic: Pick<TopicDetail, 'id' | 'circleId' | 'muted' | 'circleMuted' | 'circle'> }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="topic-mutes-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="topic-mutes-title">
          Reply notifications
        </Title>
        <Text size="xs" c="dimmed">
          {MUTE_HELP}
        </Text>
        <MuteSwitch
          targetType="topic"
          targetId={topic.id}
          muted={topic.muted}
          label="Mute this topic"
          description={topic.circleMuted && !topic.muted ? 'Its circle is muted, so its replies are already quiet.' : undefined}
        />
        <MuteSwitch
          targetType="circle"
          targetId={topic.circleId}
          muted={topic.circleMuted}
          label="Mute this circle"
          description={`Every topic in ${topic.circle.name}.`}
        />
      </Stack>
    </Paper>
  );
}
