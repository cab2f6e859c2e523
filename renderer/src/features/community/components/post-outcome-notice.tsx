// What happened to a post just written, told to its author: an emergency or crisis reply with its call buttons, as the
// chat shows one; a held post's "waiting for a moderator"; or that it is posted.
import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { HOLD_REASON_LABELS } from '@common/community';
import type { PostOutcome } from '@common/contracts/community';
import { CautionMarker, SafetyActions, UrgentSafetyReply } from '../../../ui/chat/safety-reply';

/**
 * Takes focus when it appears: the form the author pressed "Post" on may be gone or emptied, and a screen reader
 * must read the outcome, first of all a call to get help now.
 */
export function PostOutcomeNotice({ outcome }: { outcome: PostOutcome }) {
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [outcome]);
  const openPath = (path: string) => void navigate(path);
  const { safety } = outcome;

  if (safety && safety.level !== 'caution') {
    return (
      <div ref={box} tabIndex={-1} data-testid="post-outcome" data-safety={safety.level}>
        <UrgentSafetyReply safety={safety} text={outcome.message} onOpenPath={openPath} />
      </div>
    );
  }

  const held = outcome.status === 'held';
  return (
    <div ref={box} tabIndex={-1} data-testid="post-outcome">
      <Alert role="status" color={held ? 'yellow' : 'teal'} variant="light" title={held ? 'Waiting for a moderator' : 'Posted'}>
        <Stack gap={6}>
          <Text size="sm">{outcome.message}</Text>
          {held && outcome.heldFor && (
            <Text size="sm" c="dimmed">
              Why: {HOLD_REASON_LABELS[outcome.heldFor]}.
            </Text>
          )}
          {safety && (
            <>
              <CautionMarker />
              <Text size="sm">{safety.reason}</Text>
              <SafetyActions safety={safety} color="yellow" onOpenPath={openPath} />
            </>
          )}
        </Stack>
      </Alert>
    </div>
  );
}
