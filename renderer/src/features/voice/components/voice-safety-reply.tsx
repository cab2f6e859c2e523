import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ChatSafety } from '@common/contracts/chat';
import { CautionMarker, SafetyActions, UrgentSafetyReply } from '../../../ui/chat/safety-reply';
import classes from './voice-test.module.css';

/**
 * The guardian's spoken reply as text, with the triage's verdict shown as the quick chat shows it: an emergency or
 * crisis is an alert with its call buttons (never products); a caution carries its badge, reason and actions. A check
 * question's quick answers are said back over the same stream (`onReply`), where the server reads the conversation.
 */
export function VoiceReply({ text, safety, onReply }: { text: string; safety: ChatSafety | null; onReply?: ((text: string) => void) | undefined }) {
  const navigate = useNavigate();
  const openPath = (path: string) => void navigate(path);
  if (safety && safety.level !== 'caution') {
    return (
      <div data-testid="voice-reply" data-safety={safety.level}>
        <UrgentSafetyReply safety={safety} text={text} onOpenPath={openPath} onReply={onReply} />
      </div>
    );
  }
  return (
    <Stack gap={4} data-testid="voice-reply" data-safety={safety?.level}>
      {safety && <CautionMarker />}
      <Text size="sm" className={classes.replyText}>
        {text}
      </Text>
      {safety && (
        <>
          <Text size="xs" c="dimmed">
            {safety.reason}
          </Text>
          <SafetyActions safety={safety} color="yellow" onOpenPath={openPath} />
        </>
      )}
    </Stack>
  );
}
