import { Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { ChatGuardian } from '@common/chat-guardians';
import type { ReplySpeech } from '../hooks/use-reply-speech';
import type { QuickChatMessage } from '../lib/chat-conversation';
import { replyStartIndex } from '../lib/chat-conversation';
import type { ChatMessageHandlers } from './chat-message';
import { ChatMessage } from './chat-message';
import classes from './quick-chat.module.css';

interface ChatMessageListProps extends ChatMessageHandlers {
  messages: QuickChatMessage[];
  pending: boolean;
  guardian: ChatGuardian;
  speech: ReplySpeech;
}

export function ChatMessageList({ messages, pending, guardian, speech, ...handlers }: ChatMessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // The visitor's own message (and the typing indicator after it) scrolls to the bottom. A reply scrolls to its
  // START: a long answer with cards under it would otherwise be read from its cards upwards, or not at all.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const newest = messages.at(-1);
    const start = messages[replyStartIndex(messages)];
    const startElement =
      newest?.sender === 'user' || !start
        ? undefined
        : Array.from(list.querySelectorAll<HTMLElement>('[data-message-id]')).find((element) => element.dataset.messageId === start.id);
    if (!startElement) {
      list.scrollTop = list.scrollHeight;
      return;
    }
    const padding = Number.parseFloat(getComputedStyle(list).paddingTop) || 0;
    // The browser stops at the bottom by itself: a short reply and its cards simply end up fully in view.
    list.scrollTop += startElement.getBoundingClientRect().top - list.getBoundingClientRect().top - padding;
  }, [messages, pending]);

  return (
    <div ref={listRef} className={classes.messages} role="log" aria-label="Conversation" aria-live="polite">
      <Stack gap="sm">
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} activeGuardianId={guardian.id} handlers={handlers} speech={speech} />
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
