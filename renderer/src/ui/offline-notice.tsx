import { Alert } from '@mantine/core';
// The browser's own date formatting: this notice sits in the shell, which loads on every first visit.
const OFFLINE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 Nov 2026, 17:40" in the person's own time zone. */
export function formatOfflineTime(storedAt: string): string {
  return OFFLINE_TIME.format(new Date(storedAt));
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
