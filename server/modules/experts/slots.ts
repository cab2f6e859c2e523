// Slot arithmetic of weekly availability, in UTC: pure functions, so the booking rules are tested without a clock.

export interface AvailabilityWindow {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after midnight UTC. */
  startMinute: number;
  endMinute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** "09:30" for 570. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every slot start of the windows that begins after `from` and before `to`, soonest first. */
export function slotStartsBetween(windows: readonly AvailabilityWindow[], sessionMinutes: number, from: Date, to: Date): Date[] {
  const starts: Date[] = [];
  const firstDay = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let day = firstDay; day < to.getTime(); day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    for (const window of windows) {
      if (window.weekday !== weekday) continue;
      for (let minute = window.startMinute; minute + sessionMinutes <= window.endMinute; minute += sessionMinutes) {
        const start = day + minute * MINUTE_MS;
        if (start > from.getTime() && start < to.getTime()) starts.push(new Date(start));
      }
    }
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/** True when `start` is exactly the beginning of one of the windows' slots. */
export function isSlotStart(windows: readonly AvailabilityWindow[], sessionMinutes: number, start: Date): boolean {
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0) return false;
  const minute = start.getUTCHours() * 60 + start.getUTCMinutes();
  return windows.some(
    (window) =>
      window.weekday === start.getUTCDay() &&
      minute >= window.startMinute &&
      minute + sessionMinutes <= window.endMinute &&
      (minute - window.startMinute) % sessionMinutes === 0,
  );
}
