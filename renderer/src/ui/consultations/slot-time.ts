// Slots are UTC instants; people read them in their own time zone.
const slotFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatSlot(iso: string): string {
  return slotFormat.format(new Date(iso));
}
