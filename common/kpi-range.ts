// The strategy dashboard's ranges (issue 16): local calendar days in an admin-chosen IANA time zone, turned into the
// UTC instants the database's ISO timestamps are compared with. Pure: "today" comes from an injected instant, so the
// presets, the previous period and the daylight-saving days are tested without a clock.
import { TZDate } from '@date-fns/tz';

/** The longest range the dashboard reads at once (a year and a little), so every query and the daily series stay bounded. */
export const KPI_MAX_DAYS = 400;
export const DEFAULT_KPI_TIME_ZONE = 'UTC';

export const KPI_PRESETS = ['today', '7d', '28d', '91d', 'month', 'last-month', 'year', '12m', 'custom'] as const;
export type KpiPreset = (typeof KPI_PRESETS)[number];

export const KPI_PRESET_LABELS: Record<KpiPreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '28d': 'Last 28 days',
  '91d': 'Last 91 days',
  month: 'Month to date',
  'last-month': 'Last month',
  year: 'Year to date',
  '12m': 'Last 12 months',
  custom: 'Custom range',
};

export interface KpiDateRange {
  /** First local day included, YYYY-MM-DD. */
  from: string;
  /** Last local day included, YYYY-MM-DD. */
  to: string;
}

/** One local day and the UTC instants it spans: [fromAt, beforeAt). 23 or 25 hours long on a daylight-saving switch. */
export interface KpiDay {
  date: string;
  fromAt: string;
  beforeAt: string;
}

export interface KpiPeriod extends KpiDateRange {
  timeZone: string;
  days: KpiDay[];
  fromAt: string;
  beforeAt: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const DAY_MS = 86_400_000;

/**
 * The IANA name as the zone list spells it ('asia/kolkata' → 'Asia/Kolkata'), or null for anything else (offsets,
 * empty, unknown). Intl's own resolvedOptions would turn Asia/Kolkata into its legacy alias Asia/Calcutta.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!TIME_ZONE_NAME.test(name)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return null;
  }
  const known = typeof Intl.supportedValuesOf === 'function' ? ['UTC', ...Intl.supportedValuesOf('timeZone')] : [];
  return known.find((zone) => zone.toLowerCase() === name.toLowerCase()) ?? name;
}

export function isIanaTimeZone(name: string): boolean {
  return canonicalTimeZone(name) !== null;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function utcNoonOf(date: string): Date {
  return new Date(`${date}T12:00:00.000Z`);
}

/** Calendar arithmetic on a YYYY-MM-DD day; no time zone is involved. */
export function addDays(date: string, days: number): string {
  return new Date(utcNoonOf(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days [from, to] holds, both included. */
export function daysInRange(range: KpiDateRange): number {
  return Math.round((utcNoonOf(range.to).getTime() - utcNoonOf(range.from).getTime()) / DAY_MS) + 1;
}

/** The UTC instant local midnight of `date` is in `timeZone` (the first instant of the day if midnight is skipped). */
export function localDayStart(date: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime()).toISOString();
}

/** The local date an instant falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The range's days with their UTC bounds; the caller has checked the range (at most KPI_MAX_DAYS days). */
export function kpiPeriod(range: KpiDateRange, timeZone: string): KpiPeriod {
  const count = daysInRange(range);
  const starts = Array.from({ length: count + 1 }, (_unused, index) => localDayStart(addDays(range.from, index), timeZone));
  const days = starts.slice(0, count).map((fromAt, index) => ({ date: addDays(range.from, index), fromAt, beforeAt: starts[index + 1] ?? fromAt }));
  return { ...range, timeZone, days, fromAt: starts[0] ?? '', beforeAt: starts[count] ?? '' };
}

/** The period of equal length that ends the day before `range` starts. */
export function previousRange(range: KpiDateRange): KpiDateRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysInRange(range)), to };
}

function firstOfMonth(date: string, monthsBack = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1, 12));
  return first.toISOString().slice(0, 10);
}

/** What a preset means on local day `today` (custom keeps whatever the admin typed, so it maps to the last 28 days here). */
export function presetRange(preset: KpiPreset, today: string): KpiDateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '91d':
      return { from: addDays(today, -90), to: today };
    case 'month':
      return { from: firstOfMonth(today), to: today };
    case 'last-month':
      return { from: firstOfMonth(today, 1), to: addDays(firstOfMonth(today), -1) };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case '12m': {
      // The same day a year ago is the day before the range: 365 days, or 366 across a 29 February.
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const yearAgo = new Date(Date.UTC(year - 1, month - 1, Math.min(day, daysOfMonth(year - 1, month)), 12)).toISOString().slice(0, 10);
      return { from: addDays(yearAgo, 1), to: today };
    }
    case '28d':
    case 'custom':
      return { from: addDays(today, -27), to: today };
  }
}

function daysOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why a range cannot be read, or null when it can: the sentence a person sees. */
export function kpiRangeProblem(range: KpiDateRange): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'Both dates must be real days written YYYY-MM-DD.';
  if (range.from > range.to) return 'The first day must not be after the last day.';
  if (daysInRange(range) > KPI_MAX_DAYS) return `A range may span at most ${KPI_MAX_DAYS} days.`;
  return null;
}
