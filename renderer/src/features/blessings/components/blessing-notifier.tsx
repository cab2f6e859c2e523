// Spec 4's blessing notifier: scheduled blessings and celebrations, shown as a toast in the guardian's colour and
// handed to the platform, which makes them native notifications on desktop (and in a browser that already allowed them).
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { BlessingClock, BlessingPopup } from '@common/blessings';
import { BLESSING_TRIGGER_EVENT, BlessingScheduler, blessingActionOf, firstBlessingDelayMs } from '@common/blessings';
import { platform } from '../../../platform/current-platform';

/** Spec 9's 30 s, unless this build moved it (VITE_BLESSING_FIRST_DELAY_MS; the browser test build does). */
export const BUILD_FIRST_BLESSING_DELAY_MS = firstBlessingDelayMs(import.meta.env);

const windowClock: BlessingClock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

function announce(popup: BlessingPopup): void {
  notifications.show({
    title: popup.title,
    message: popup.message,
    color: popup.color,
    autoClose: popup.durationMs,
    withBorder: true,
    style: { borderColor: popup.color },
    'data-blessing-kind': popup.kind,
    'data-guardian': popup.guardianId,
  });
  // The toast already told the visitor; a native notification that cannot be shown is no error worth surfacing.
  platform.notifications.show({ title: popup.title, body: popup.message, route: popup.route }).catch(() => undefined);
}

export function BlessingNotifier({ firstDelayMs = BUILD_FIRST_BLESSING_DELAY_MS }: { firstDelayMs?: number }) {
  useEffect(() => {
    const scheduler = new BlessingScheduler({ clock: windowClock, show: announce, firstDelayMs });
    const onTrigger = (event: Event) => {
      const action = blessingActionOf(event instanceof CustomEvent ? event.detail : null);
      if (action) scheduler.trigger(action);
    };
    scheduler.start();
    window.addEventListener(BLESSING_TRIGGER_EVENT, onTrigger);
    return () => {
      scheduler.stop();
      window.removeEventListener(BLESSING_TRIGGER_EVENT, onTrigger);
    };
  }, [firstDelayMs]);

  return null;
}
