// A moderator's actions on the author of a queued post: suspend them for some days, hold their future posts for
// approval (each with a reason), or restore them.
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MemberModerationRequest } from '@common/contracts/community';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { moderateMember } from '../api/moderate-member';
import type { ModerationReport } from '../hooks/use-moderation-action';
import { useModerationAction } from '../hooks/use-moderation-action';
import { moderationProblems } from '../lib/post-rules';

type MemberAction = MemberModerationRequest['action'];

export function MemberModeration({
  member,
  report,
}: {
  member: { userId: string; displayName: string; suspendedUntil: string | null; postsHeld: boolean };
  report: ModerationReport;
}) {
  const moderated = member.suspendedUntil !== null || member.postsHeld;
  const api = useApiClient();
  const { running, error, run } = useModerationAction<MemberAction>(report);
  const [days, setDays] = useState<number | string>(7);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function act(request: MemberModerationRequest) {
    const found = moderationProblems(MemberModerationRequest, request);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await run(request.action, () => moderateMember(api, member.userId, MemberModerationRequest.parse(request)));
  }

  return (
    <Stack gap="xs" role="group" aria-label={`Member ${member.displayName}`}>
      {moderated && (
        <Text size="sm" c="dimmed">
          {member.suspendedUntil !== null ? `Suspended until ${member.suspendedUntil.slice(0, 10)}. ` : ''}
          {member.postsHeld ? 'Their posts wait for approval.' : ''}
        </Text>
      )}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <NumberInput label="Days" size="xs" min={1} max={365} allowDecimal={false} value={days} onChange={setDays} error={problems.days} w={90} />
        <TextInput
          label="Reason (kept in the audit log)"
          size="xs"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={problems.reason}
          maxLength={500}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          color="orange"
          variant="light"
          loading={running === 'suspend'}
          onClick={() => void act({ action: 'suspend', days: Number(days), reason })}
        >
          Suspend for {Number(days) || '…'} days
        </Button>
        <Button size="xs" color="yellow" variant="light" loading={running === 'hold_posts'} onClick={() => void act({ action: 'hold_posts', reason })}>
          Hold their posts
        </Button>
        {moderated && (
          <Button size="xs" variant="light" loading={running === 'restore'} onClick={() => void act({ action: 'restore' })}>
            Restore
          </Button>
        )}
      </Group>
      <ErrorAlert inline error={error} />
    </Stack>
  );
}
