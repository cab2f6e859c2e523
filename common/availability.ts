// A practitioner's bookable time (issue 15): weekly hours in their own IANA time zone, a slot length, a buffer between
// slots and time off. Pure functions on an explicit clock, so booking rules — and the two daylight-saving switches a
// year — are tested without waiting for one. The server generates and checks slots with these; the dashboard uses the
// same validation before it saves.
import { TZDate } from '@date-fns/tz';

export interface AvailabilityWindow {
  /** 0 Sunday … 6 Saturday, in the schedule's time zone. */
  weekday: number;
  /** Minutes after local midnight: the first slot starts here… */
  startMinute: number;
  /** …and the last slot has ended by here. */
  endMinute: number;
}

export interface TimeOff {
  startsAt: Date;
  endsAt: Date;
}

export interface Schedule {
  /** IANA name, e.g. Europe/London. */
  timeZone: string;
  sessionMinutes: number;
  /** Free minutes after each slot before the next one starts. */
  bufferMinutes: number;
  windows: readonly AvailabilityWindow[];
  timeOff: readonly TimeOff[];
}

export const SLOT_MINUTES_RANGE = { min: 15, max: 180 } as const;
export const BUFFER_MINUTES_RANGE = { min: 0, max: 60 } as const;
/** Weekly hours are entered on a quarter-hour grid. */
export const WINDOW_GRANULARITY_MINUTES = 15;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** "09:30" for 570. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 570 for "09:30"; "24:00" is the end of the day (1440). Undefined for anything else. */
export function minutesOfClock(clock: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 24 * 60) return undefined;
  return minutes;
}

/** True for a time zone this runtime's Intl knows (IANA names such as Asia/Kolkata, and UTC). */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a set of weekly windows, in words a practitioner can act on; empty when nothing is. */
export function windowProblems(windows: readonly AvailabilityWindow[]): string[] {
  const problems: string[] = [];
  const byDay = new Map<number, AvailabilityWindow[]>();
  for (const window of windows) {
    if (window.endMinute <= window.startMinute)
      problems.push(`${weekdayName(window.weekday)} ${clockTime(window.startMinute)}–${clockTime(window.endMinute)} ends before it starts.`);
    if (window.startMinute % WINDOW_GRANULARITY_MINUTES !== 0 || window.endMinute % WINDOW_GRANULARITY_MINUTES !== 0) {
      problems.push(`${weekdayName(window.weekday)} ${clockTime(window.startMinute)}–${clockTime(window.endMinute)} is not on a quarter hour.`);
    }
    byDay.set(window.weekday, [...(byDay.get(window.weekday) ?? []), window]);
  }
  for (const [weekday, dayWindows] of byDay) {
    const sorted = [...dayWindows].sort((a, b) => a.startMinute - b.startMinute);
    for (let index = 1; index < sorted.length; index += 1) {
      const previous = sorted[index - 1];
      const current = sorted[index];
      if (previous && current && current.startMinute < previous.endMinute) {
        problems.push(
          `${weekdayName(weekday)} ${clockTime(previous.startMinute)}–${clockTime(previous.endMinute)} overlaps ${clockTime(current.startMinute)}–${clockTime(current.endMinute)}.`,
        );
      }
    }
  }
  return problems;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? `Day ${weekday}`;
}

/**
 * The instant the wall clock in `timeZone` reads `minute` minutes after midnight of that calendar day, or undefined
 * when that wall time does not exist (the hour skipped when clocks go forward). When clocks go back and the time
 * happens twice, the first one counts.
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, minute: number): Date | undefined {
  const local = new TZDate(year, month, day, Math.floor(minute / 60), minute % 60, timeZone);
  if (local.getHours() * 60 + local.getMinutes() !== minute % (24 * 60) || local.getDate() !== new TZDate(year, month, day, 12, 0, timeZone).getDate()) {
    return undefined;
  }
  const instant = new Date(local.getTime());
  // An ambiguous wall time: take the earlier of the two instants that show it.
  const hourEarlier = new TZDate(instant.getTime() - 60 * MINUTE_MS, timeZone);
  return hourEarlier.getHours() * 60 + hourEarlier.getMinutes() === minute % (24 * 60) && hourEarlier.getDate() === local.getDate()
    ? new Date(hourEarlier.getTime())
    : instant;
}

function overlapsTimeOff(timeOff: readonly TimeOff[], start: number, end: number): boolean {
  return timeOff.some((off) => start < off.endsAt.getTime() && end > off.startsAt.getTime());
}

/** Every slot start of the schedule after `from` and before `to`, soonest first: never one in time off or the past. */
export function slotStartsBetween(schedule: Schedule, from: Date, to: Date): Date[] {
  const starts: Date[] = [];
  const step = schedule.sessionMinutes + schedule.bufferMinutes;
  // Local calendar days, from the day before `from` (a window late in the evening may reach past midnight UTC).
  const first = new TZDate(from.getTime() - DAY_MS, schedule.timeZone);
  for (let offset = 0; ; offset += 1) {
    const day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + offset, 12, 0, schedule.timeZone);
    if (day.getTime() - DAY_MS > to.getTime()) break;
    for (const window of schedule.windows) {
      if (window.weekday !== day.getDay()) continue;
      for (let minute = window.startMinute; minute + schedule.sessionMinutes <= window.endMinute; minute += step) {
        const start = zonedInstant(schedule.timeZone, day.getFullYear(), day.getMonth(), day.getDate(), minute);
        if (!start) continue;
        const at = start.getTime();
        if (at <= from.getTime() || at >= to.getTime()) continue;
        if (overlapsTimeOff(schedule.timeOff, at, at + schedule.sessionMinutes * MINUTE_MS)) continue;
        starts.push(start);
      }
    }
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/** True when `start` is exactly the beginning of one of the schedule's slots (after `notBefore`). */
export function isSlotStart(schedule: Schedule, start: Date, notBefore: Date = new Date(0)): boolean {
  if (start.getTime() <= notBefore.getTime()) return false;
  return slotStartsBetween(schedule, new Date(start.getTime() - 1), new Date(start.getTime() + 1)).some((slot) => slot.getTime() === start.getTime());
}

/** The local calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** [start, end) of a local calendar day (YYYY-MM-DD) in a time zone: 23 or 25 hours long on a switch day. */
export function localDayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return {
    from: new Date(new TZDate(year, month - 1, day, 0, 0, timeZone).getTime()),
    to: new Date(new TZDate(year, month - 1, day + 1, 0, 0, timeZone).getTime()),
  };
}
