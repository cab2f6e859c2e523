// The dashboard's ranges as pure rules: presets on a given local day, the previous period, the UTC bounds of local
// days (daylight saving included) and what the API refuses.
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, daysInRange, kpiPeriod, kpiRangeProblem, localDateOf, presetRange, previousRange } from './kpi-range';
import type { KpiPreset } from './kpi-range';

describe('KPI range presets', () => {
  it.each<[KpiPreset, string, string, string]>([
    ['today', '2026-03-15', '2026-03-15', '2026-03-15'],
    ['7d', '2026-03-15', '2026-03-09', '2026-03-15'],
    ['28d', '2026-03-15', '2026-02-16', '2026-03-15'],
    ['91d', '2026-03-15', '2025-12-15', '2026-03-15'],
    ['month', '2026-03-15', '2026-03-01', '2026-03-15'],
    ['last-month', '2026-03-15', '2026-02-01', '2026-02-28'],
    ['last-month', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['last-month', '2026-01-10', '2025-12-01', '2025-12-31'],
    ['year', '2026-03-15', '2026-01-01', '2026-03-15'],
    ['12m', '2026-03-15', '2025-03-16', '2026-03-15'],
    ['12m', '2025-02-28', '2024-02-29', '2025-02-28'],
  ])('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('makes 12 months a year of days and 91 days 91 days', () => {
    expect(daysInRange(presetRange('12m', '2026-03-15'))).toBe(365);
    expect(daysInRange(presetRange('12m', '2024-03-15'))).toBe(366);
    expect(daysInRange(presetRange('91d', '2026-03-15'))).toBe(91);
  });
});

describe('the previous period', () => {
  it.each([
    ['2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28'],
    ['2026-01-30', '2026-02-02', '2026-01-26', '2026-01-29'],
    ['2026-01-01', '2026-01-01', '2025-12-31', '2025-12-31'],
  ])('of %s … %s is %s … %s', (from, to, previousFrom, previousTo) => {
    expect(previousRange({ from, to })).toEqual({ from: previousFrom, to: previousTo });
  });
});

describe('local days as UTC instants', () => {
  it('starts each day at local midnight, with 23- and 25-hour days on the daylight-saving switches', () => {
    const spring = kpiPeriod({ from: '2026-03-28', to: '2026-03-30' }, 'Europe/London');
    expect(spring.days.map((day) => [day.date, day.fromAt, day.beforeAt])).toEqual([
      ['2026-03-28', '2026-03-28T00:00:00.000Z', '2026-03-29T00:00:00.000Z'],
      ['2026-03-29', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
      ['2026-03-30', '2026-03-29T23:00:00.000Z', '2026-03-30T23:00:00.000Z'],
    ]);
    const autumn = kpiPeriod({ from: '2026-10-25', to: '2026-10-25' }, 'Europe/London');
    expect([autumn.fromAt, autumn.beforeAt]).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
  });

  it('puts 23:30 UTC on the next local day east of Greenwich', () => {
    expect(localDateOf(new Date('2026-01-31T23:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-02-01');
    expect(localDateOf(new Date('2026-01-31T23:30:00.000Z'), 'UTC')).toBe('2026-01-31');
  });
});

describe('what the API refuses', () => {
  it.each([
    [{ from: '2026-02-29', to: '2026-03-01' }, 'real days'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'must not be after'],
    [{ from: '2025-01-01', to: '2026-02-05' }, 'at most 400 days'],
    [{ from: '20260101', to: '2026-01-02' }, 'real days'],
  ])('%o', (range, sentence) => {
    expect(kpiRangeProblem(range)).toContain(sentence);
  });

  it('accepts 400 days and a leap day', () => {
    expect(kpiRangeProblem({ from: '2024-02-29', to: '2024-02-29' })).toBeNull();
    expect(kpiRangeProblem({ from: '2025-01-01', to: '2026-02-04' })).toBeNull();
  });

  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['europe/london', 'Europe/London'],
    ['utc', 'UTC'],
    ['America/New_York', 'America/New_York'],
    ['+05:30', null],
    ['Mars/Olympus_Mons', null],
    ['', null],
    ['Europe/London; drop table', null],
  ])('reads the time zone %j as %j', (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
  });
});
