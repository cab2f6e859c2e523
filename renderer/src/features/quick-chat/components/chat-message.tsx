import { Button, Group, Stack, Text } from '@mantine/core';
import { chatGuardian } from '@common/chat-guardians';
import type { GuardianId } from '@common/guardians';
import { isUrgentSafety } from '../lib/chat-safety';
import type { QuickChatAction, QuickChatMessage, QuickChatProduct } from '../lib/chat-conversation';
import { ChatProductRow } from './chat-product-card';
import { CautionMarker, SafetyActions, UrgentSafetyReply } from './safety-reply';
import classes from './quick-chat.module.css';

export interface ChatMessageHandlers {
  onChooseProduct: (product: QuickChatProduct) => void;
  onAction: (action: QuickChatAction['action']) => void;
  onTalkTo: (guardianId: GuardianId) => void;
  onOpenPath: (path: string) => void;
}

/** One message: its text, or the safety alert, then the cards, the hand-off and the shortcut buttons it may carry. */
export function ChatMessage({
  message,
  activeGuardianId,
  handlers,
}: {
  message: QuickChatMessage;
  activeGuardianId: GuardianId;
  handlers: ChatMessageHandlers;
}) {
  const { safety } = message;
  // Checked here as well as where the message is built: nothing to buy may ever sit under an emergency or crisis.
  const urgent = isUrgentSafety(safety);
  return (
    <Stack gap={6} data-testid="quick-chat-message" data-sender={message.sender} data-safety={safety?.level} data-message-id={message.id}>
      {safety && urgent ? (
        <UrgentSafetyReply safety={safety} text={message.text} onOpenPath={handlers.onOpenPath} />
      ) : (
        <Stack gap={4} align="flex-start" className={`${classes.bubble} ${classes[message.sender]} ${safety ? classes.caution : ''}`}>
          {safety && <CautionMarker />}
          <Text size="sm" className={classes.messageText}>
            {message.text}
          </Text>
        </Stack>
      )}
      {safety && !urgent && <SafetyActions safety={safety} color="yellow" onOpenPath={handlers.onOpenPath} />}
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
