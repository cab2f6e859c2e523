import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { deferred } from '../../../ui/deferred';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { useQuickChat } from '../hooks/use-quick-chat';
import { useFirstVisitAutoOpen, useLauncherCycle } from '../hooks/use-quick-chat-timers';
import classes from './quick-chat.module.css';

// The panel (messages, product cards, safety replies) loads when the chat first opens; the launcher stays light.
const QuickChatPanel = deferred(async () => (await import('./quick-chat-panel')).QuickChatPanel);

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
        {`${chat.guardian.name} • Click to Chat`}
      </Button>
    );
  }
  return <QuickChatPanel chat={chat} focusOnOpen={openedByVisitor} />;
}
