import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { chatGuardian } from '@common/chat-guardians';
import type { GuardianId } from '@common/guardians';
import type { ReplySpeech } from '../hooks/use-reply-speech';
import { isUrgentSafety } from '../lib/chat-safety';
import type { QuickChatAction, QuickChatMessage, QuickChatProduct } from '../lib/chat-conversation';
import { ChatProductRow } from './chat-product-card';
import { CautionMarker, SafetyActions, UrgentSafetyReply } from '../../../ui/chat/safety-reply';
import classes from './quick-chat.module.css';

export interface ChatMessageHandlers {
  onChooseProduct: (product: QuickChatProduct) => void;
  onAction: (action: QuickChatAction['action']) => void;
  onTalkTo: (guardianId: GuardianId) => void;
  onOpenPath: (path: string) => void;
  /** Sends a check question's quick answer as the user's next message. */
  onReply: (text: string) => void;
}

/**
 * One message: its text, or the safety alert, then Listen (a guardian's reply), the cards, the hand-off and the
 * shortcut buttons it may carry.
 */
export function ChatMessage({
  message,
  activeGuardianId,
  handlers,
  speech,
}: {
  message: QuickChatMessage;
  activeGuardianId: GuardianId;
  handlers: ChatMessageHandlers;
  speech: ReplySpeech;
}) {
  const { safety } = message;
  // Checked here as well as where the message is built: nothing to buy may ever sit under an emergency or crisis.
  const urgent = isUrgentSafety(safety);
  return (
    <Stack gap={6} data-testid="quick-chat-message" data-sender={message.sender} data-safety={safety?.level} data-message-id={message.id}>
      {safety && urgent ? (
        <UrgentSafetyReply safety={safety} text={message.text} onOpenPath={handlers.onOpenPath} onReply={handlers.onReply} />
      ) : (
        <Stack gap={4} align="flex-start" className={`${classes.bubble} ${classes[message.sender]} ${safety ? classes.caution : ''}`}>
          {safety && <CautionMarker />}
          <Text size="sm" className={classes.messageText}>
            {message.text}
          </Text>
        </Stack>
      )}
      {safety && !urgent && <SafetyActions safety={safety} color="yellow" onOpenPath={handlers.onOpenPath} />}
      {message.sender === 'guardian' && !message.continuesReply && message.text.trim() !== '' && <ListenButton message={message} speech={speech} />}
      {!urgent && message.products.length > 0 && <ChatProductRow products={message.products} onChoose={handlers.onChooseProduct} />}
      {!urgent && message.talkTo && message.talkTo !== activeGuardianId && <TalkToButton guardianId={message.talkTo} onTalkTo={handlers.onTalkTo} />}
      {!urgent && message.actionButtons.length > 0 && (
        <Group gap={6}>
          {message.actionButtons.map((button) => (
            <Button
              key={button.id}
              size="xs"
              variant="light"
              onClick={() => handlers.onAction(button.action)}
              leftSection={<span aria-hidden>{button.icon}</span>}
            >
              {button.text}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * Listen → (loading) → Stop → Listen. One button throughout, so the keyboard focus stays on it; while the audio
 * loads it stays focusable and a press does nothing.
 */
function ListenButton({ message, speech }: { message: QuickChatMessage; speech: ReplySpeech }) {
  const state = speech.stateOf(message.id);
  const name = chatGuardian(message.guardianId).name;
  const loading = state === 'loading';
  return (
    <Group gap={6}>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={state === 'playing' ? `Stop ${name}'s reply` : `Listen to ${name}'s reply`}
        aria-busy={loading || undefined}
        data-disabled={loading || undefined}
        onClick={() => {
          if (state === 'playing') speech.stop();
          else if (!loading) speech.listen(message);
        }}
        leftSection={loading ? <Loader size={10} aria-hidden /> : <span aria-hidden>{state === 'playing' ? '■' : '🔊'}</span>}
      >
        {state === 'playing' ? 'Stop' : 'Listen'}
      </Button>
    </Group>
  );
}

function TalkToButton({ guardianId, onTalkTo }: { guardianId: GuardianId; onTalkTo: (guardianId: GuardianId) => void }) {
  const other = chatGuardian(guardianId);
  return (
    <Group gap={6}>
      <Button size="xs" color={other.color} autoContrast onClick={() => onTalkTo(guardianId)} leftSection={<span aria-hidden>{other.icon}</span>}>
        Talk to {other.name}
      </Button>
    </Group>
  );
}
