// Slots are UTC instants; people read them in their own time zone, named beside the time (issue 14: a visitor in UTC
// saw "3:30 AM" for an expert's morning with nothing to say whose morning it was).
const SLOT_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const slotFormat = new Intl.DateTimeFormat('en-US', SLOT_OPTIONS);

/** "Tue, Nov 24, 9:00 AM GMT+5:30": in the reader's zone, or in `timeZone` (an IANA name) when given. */
export function formatSlot(iso: string, timeZone?: string): string {
  const format = timeZone ? new Intl.DateTimeFormat('en-US', { ...SLOT_OPTIONS, timeZone }) : slotFormat;
  return format.format(new Date(iso));
}
