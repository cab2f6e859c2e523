import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CHAT_GUARDIANS } from '@common/chat-guardians';
import { GuardianIcon } from '../../../ui/guardian-icon';
import type { QuickChat } from '../hooks/use-quick-chat';
import { useReplySpeech } from '../hooks/use-reply-speech';
import { ChatMessageList } from './chat-message-list';
import classes from './quick-chat.module.css';

/** The open chat panel of spec 2: switcher, minimise, close, quick questions, messages, typing indicator, input. */
export function QuickChatPanel({ chat, focusOnOpen }: { chat: QuickChat; focusOnOpen: boolean }) {
  const { guardian, panel, pending } = chat;
  const [draft, setDraft] = useState('');
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Here, not in useQuickChat: the voice code loads with the panel, not with the launcher.
  const speech = useReplySpeech();
  const minimised = panel === 'minimised';

  // Opened by the visitor: typing can start at once. Opened by the first-visit timer: focus stays where the
  // visitor is, so the page they are reading is not interrupted.
  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  // After a reply the input is enabled again; give it the focus back so a conversation needs no mouse.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending && document.activeElement === document.body) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  function submit() {
    if (chat.send(draft)) setDraft('');
  }

  return (
    <Paper component="section" aria-label={`Quick chat with ${guardian.name}`} shadow="xl" radius="md" withBorder className={classes.panel}>
      <Group justify="space-between" wrap="nowrap" p="sm" style={{ borderBottom: `3px solid ${guardian.color}` }}>
        {/* The guardian's name and title are never cut: they wrap if ever the panel is too narrow for them. */}
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <GuardianIcon guardian={guardian.id} size={32} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" style={{ overflowWrap: 'break-word' }}>
              {guardian.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              {guardian.title}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label="Switch guardian"
            aria-expanded={switcherOpen}
            onClick={() => setSwitcherOpen((shown) => !shown)}
          >
            Switch
          </Button>
          <Tooltip label={minimised ? 'Expand chat' : 'Minimise chat'}>
            <ActionIcon variant="subtle" aria-label={minimised ? 'Expand chat' : 'Minimise chat'} onClick={chat.minimise}>
              <span aria-hidden>{minimised ? '▢' : '–'}</span>
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Close chat">
            <ActionIcon variant="subtle" aria-label="Close chat" onClick={chat.close}>
              <span aria-hidden>✕</span>
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      {switcherOpen && (
        <Group gap={6} p="sm" role="group" aria-label="Choose a guardian">
          {CHAT_GUARDIANS.map((candidate) => (
            <Button
              key={candidate.id}
              size="compact-sm"
              variant={candidate.id === guardian.id ? 'filled' : 'light'}
              aria-pressed={candidate.id === guardian.id}
              color={candidate.color}
              onClick={() => {
                setSwitcherOpen(false);
                if (candidate.id !== guardian.id) chat.switchGuardian(candidate.id);
              }}
            >
              {candidate.name}
            </Button>
          ))}
        </Group>
      )}

      {!minimised && (
        <>
          <Group gap={6} px="sm" pt="xs" role="group" aria-label="Quick questions">
            {guardian.quickQuestions.map((question) => (
              <Button
                key={question.text}
                size="compact-xs"
                variant="default"
                disabled={pending}
                onClick={() => chat.send(question.text)}
                leftSection={<span aria-hidden>{question.emoji}</span>}
              >
                {question.text}
              </Button>
            ))}
          </Group>
          <ChatMessageList
            messages={chat.messages}
            pending={pending}
            guardian={guardian}
            speech={speech}
            onChooseProduct={chat.chooseProduct}
            onAction={chat.runAction}
            onTalkTo={chat.switchGuardian}
            onOpenPath={chat.openPath}
            onReply={(text) => void chat.send(text)}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group gap="xs" p="sm" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <TextInput
                ref={inputRef}
                aria-label={`Message ${guardian.name}`}
                placeholder={`Ask ${guardian.name}…`}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                disabled={pending}
                style={{ flex: 1 }}
                maxLength={2000}
              />
              <Button type="submit" disabled={pending || draft.trim() === ''}>
                Send
              </Button>
            </Group>
          </form>
        </>
      )}
    </Paper>
  );
}
