// The two clocks of the widget (spec 9): the launcher's guardian cycle and the first-visit auto-open.
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '../../../platform/storage-keys';
import { platform } from '../../../platform/current-platform';

export const LAUNCHER_CYCLE_MS = 3_000;
export const FIRST_VISIT_OPEN_DELAY_MS = 5_000;

/** Calls `advance` every 3 s while `running`; stops as soon as the panel opens. */
export function useLauncherCycle(running: boolean, advance: () => void): void {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => advanceRef.current(), LAUNCHER_CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [running]);
}

export function hasVisitedQuickChat(storage: Storage = platform.storage.local): boolean {
  return storage.getItem(STORAGE_KEYS.quickChatVisited.key) !== null;
}

export function markQuickChatVisited(storage: Storage = platform.storage.local): void {
  storage.setItem(STORAGE_KEYS.quickChatVisited.key, 'true');
}

/**
 * On the first visit ever, calls `open` once after 5 s and sets the flag. `pending` false (the panel was opened by
 * hand meanwhile) cancels it: the visitor has found the chat already.
 */
export function useFirstVisitAutoOpen(pending: boolean, open: () => void): void {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    if (!pending || hasVisitedQuickChat()) return;
    const timer = window.setTimeout(() => {
      markQuickChatVisited();
      openRef.current();
    }, FIRST_VISIT_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
}
