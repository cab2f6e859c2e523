import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ChatGuardian } from '../../../../../common/chat-guardians';
import { chatGuardian } from '../../../../../common/chat-guardians';
import type { GuardianId } from '../../../../../common/guardians';
import type { QuickChatAction, QuickChatMessage, QuickChatProduct } from '../lib/chat-conversation';
import { ChatProductCard } from './chat-product-card';
import classes from './quick-chat.module.css';

interface ChatMessageListProps {
  messages: QuickChatMessage[];
  pending: boolean;
  guardian: ChatGuardian;
  onChooseProduct: (product: QuickChatProduct) => void;
  onAction: (action: QuickChatAction['action']) => void;
  onTalkTo: (guardianId: GuardianId) => void;
}

export function ChatMessageList({ messages, pending, guardian, onChooseProduct, onAction, onTalkTo }: ChatMessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // The newest message is the one to read: keep it in view as the conversation grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div ref={listRef} className={classes.messages} role="log" aria-label="Conversation" aria-live="polite">
      <Stack gap="sm">
        {messages.map((message) => (
          <Stack key={message.id} gap={6} data-testid="quick-chat-message" data-sender={message.sender}>
            <Text size="sm" className={`${classes.bubble} ${classes[message.sender]}`}>
              {message.text}
            </Text>
            {message.products.length > 0 && (
              <Stack gap={6} aria-label="Suggested products" role="group">
                {message.products.map((product) => (
                  <ChatProductCard key={product.id} product={product} onChoose={onChooseProduct} />
                ))}
              </Stack>
            )}
            {message.talkTo && message.talkTo !== guardian.id && (
              <TalkToButton guardianId={message.talkTo} onTalkTo={onTalkTo} />
            )}
            {message.actionButtons.length > 0 && (
              <Group gap={6}>
                {message.actionButtons.map((button) => (
                  <Button key={button.id} size="xs" variant="light" onClick={() => onAction(button.action)} leftSection={<span aria-hidden>{button.icon}</span>}>
                    {button.text}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        ))}
        {pending && (
          <Text size="sm" c="dimmed" role="status" fs="italic">
            {guardian.name} is typing…
          </Text>
        )}
      </Stack>
    </div>
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
