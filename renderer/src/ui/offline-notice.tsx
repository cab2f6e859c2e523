import { Alert } from '@mantine/core';
// The browser's own date formatting: this notice sits in the shell, which loads on every first visit, so the
// formatter is made when a notice first needs it (the page's first Intl formatter loads the locale's data: about 20 ms
// of the task that starts the app on the build machine, 80 ms on Lighthouse's phone).
let offlineTime: Intl.DateTimeFormat | undefined;

/** "22 Nov 2026, 17:40" in the person's own time zone. */
export function formatOfflineTime(storedAt: string): string {
  offlineTime ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return offlineTime.format(new Date(storedAt));
}

export function offlineNoticeText(storedAt: string): string {
  return `Offline — showing data from ${formatOfflineTime(storedAt)}`;
}

/**
 * Shown while a screen shows answers kept from before the server became unreachable, with the time of the oldest
 * (`showingDataFrom`, from useShowingDataFrom); gone as soon as the server answers again.
 */
export function OfflineNotice({ showingDataFrom }: { showingDataFrom: string | null }) {
  if (showingDataFrom === null) return null;
  return (
    <Alert color="yellow" variant="light" radius={0} py="xs" role="status" aria-live="polite" data-testid="offline-notice">
      {offlineNoticeText(showingDataFrom)}
    </Alert>
  );
}
