// "Thu, Nov 26 – Mon, Nov 30": a delivery estimate's calendar days (YYYY-MM-DD, as the server sends them).
const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function dayText(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : day.format(parsed);
}

export function deliveryWindowText(from: string, to: string): string {
  return from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;
}
