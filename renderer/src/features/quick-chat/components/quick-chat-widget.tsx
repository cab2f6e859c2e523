import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { CHAT_GUARDIANS } from '@common/chat-guardians';
import { lazyPart } from '../../../ui/lazy-part';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { useQuickChat } from '../hooks/use-quick-chat';
import { useFirstVisitAutoOpen, useLauncherCycle } from '../hooks/use-quick-chat-timers';
import classes from './quick-chat.module.css';

// The panel (messages, product cards, safety replies) loads when the chat first opens; the launcher stays light.
const QuickChatPanel = lazyPart(async () => (await import('./quick-chat-panel')).QuickChatPanel);

const launcherLabel = (name: string) => `${name} • Click to Chat`;
const SAME_CELL = { gridArea: '1 / 1' } as const;

/**
 * The floating quick chat of spec 2 and 4: a launcher cycling the guardians while closed, the panel when open.
 * `autoOpenReady` false holds the first visit's 5 s auto-open while another overlay (cookie choice, welcome) is showing:
 * the 5 s count from when it becomes true.
 */
export function QuickChatWidget({ autoOpenReady = true }: { autoOpenReady?: boolean }) {
  const chat = useQuickChat();
  const [openedByVisitor, setOpenedByVisitor] = useState(false);
  const closed = chat.panel === 'closed';
  const { open } = chat;

  useLauncherCycle(closed, chat.showNextGuardian);
  useFirstVisitAutoOpen(closed && autoOpenReady, open);

  const openByHand = useCallback(() => {
    setOpenedByVisitor(true);
    open();
  }, [open]);

  if (closed) {
    return (
      <Button
        classNames={{ root: classes.launcher, label: classes.launcherLabel, section: classes.launcherIcon }}
        size="md"
        radius="xl"
        color={chat.guardian.color}
        leftSection={<GuardianIcon guardian={chat.guardian.id} size={24} />}
        onClick={openByHand}
      >
        {/* Every guardian's label is laid out, unseen, in the same grid cell: the button is as wide as the longest, so no
            name is cut and the cycling label never resizes it (no layout shift). Hidden ones take no part in its name.
            Inline styles: the launcher is on every first paint, whose stylesheet has a ceiling. */}
        <span style={{ display: 'inline-grid' }}>
          <span style={SAME_CELL}>{launcherLabel(chat.guardian.name)}</span>
          {CHAT_GUARDIANS.map((guardian) => (
            <span key={guardian.id} style={{ ...SAME_CELL, visibility: 'hidden' }} aria-hidden>
              {launcherLabel(guardian.name)}
            </span>
          ))}
        </span>
      </Button>
    );
  }
  return <QuickChatPanel chat={chat} focusOnOpen={openedByVisitor} />;
}
