// The booking calendar's days (issue 44): calendar dates as YYYY-MM-DD text, months as YYYY-MM. A date has no time zone,
// so its arithmetic runs on UTC noon; only an instant's day depends on a zone, the visitor's.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day an instant falls on in `timeZone`, as YYYY-MM-DD. */
export function dayInZone(instant: string | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** The day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(noonOf(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Monday … 6 Sunday: the booking calendar's weeks start on Monday. */
export function weekdayFromMonday(day: string): number {
  return (noonOf(day).getUTCDay() + 6) % 7;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `months` after (or before) `month`. */
export function addMonths(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year, index - 1 + months, 1, 12));
  return moved.toISOString().slice(0, 7);
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** The month's weeks, Monday first, each seven days long: null where a day belongs to the month before or after. */
export function monthWeeks(month: string): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayFromMonday(firstDayOf(month)) }, () => null);
  for (let day = firstDayOf(month); monthOf(day) === month; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Slot starts grouped by their day in `timeZone`, each day's soonest first. */
export function slotsByDay(slots: readonly string[], timeZone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const day = dayInZone(slot, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

const monthTitle = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const dayTitle = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });

/** "December 2026". */
export function monthName(month: string): string {
  return monthTitle.format(noonOf(firstDayOf(month)));
}

/** "Tuesday, December 3". */
export function dayName(day: string): string {
  return dayTitle.format(noonOf(day));
}
