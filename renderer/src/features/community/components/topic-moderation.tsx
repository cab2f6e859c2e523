// A moderator's actions on the topic of a queued post: replies on or off, pinned or not, or moved to another circle.
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { CIRCLES } from '@common/community';
import type { CircleId } from '@common/community';
import type { TopicModerationRequest } from '@common/contracts/community';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { moderateTopic } from '../api/moderate-topic';
import type { ModerationReport } from '../hooks/use-moderation-action';
import { useModerationAction } from '../hooks/use-moderation-action';

type TopicAction = TopicModerationRequest['action'];

/** The two switches a topic has, each offered the way that changes it now. */
function togglesOf(topic: { locked: boolean; pinned: boolean }): { action: Exclude<TopicAction, 'move'>; label: string }[] {
  return [
    topic.locked ? { action: 'unlock', label: 'Unlock replies' } : { action: 'lock', label: 'Lock replies' },
    topic.pinned ? { action: 'unpin', label: 'Unpin' } : { action: 'pin', label: 'Pin' },
  ];
}

export function TopicModeration({
  topic,
  report,
}: {
  topic: { id: string; title: string; circleId: CircleId; locked: boolean; pinned: boolean };
  report: ModerationReport;
}) {
  const api = useApiClient();
  const { running, error, run } = useModerationAction<TopicAction>(report);
  const others = CIRCLES.filter((circle) => circle.id !== topic.circleId);
  const [target, setTarget] = useState<CircleId>(others[0]?.id ?? topic.circleId);

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" role="group" aria-label={`Topic “${topic.title}”`}>
        {togglesOf(topic).map(({ action, label }) => (
          <Button
            key={action}
            size="xs"
            variant="light"
            loading={running === action}
            onClick={() => void run(action, () => moderateTopic(api, topic.id, { action }))}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Move to circle"
          size="xs"
          value={target}
          onChange={(event) => setTarget(others.find((circle) => circle.id === event.currentTarget.value)?.id ?? target)}
          data={others.map((circle) => ({ value: circle.id, label: circle.name }))}
        />
        <Button
          size="xs"
          variant="light"
          loading={running === 'move'}
          onClick={() => void run('move', () => moderateTopic(api, topic.id, { action: 'move', circleId: target }))}
        >
          Move
        </Button>
      </Group>
      <ErrorAlert inline error={error} />
    </Stack>
  );
}
