// The strategy dashboard's CSV (issue 16): one row per KPI with its current and previous value, as RFC 4180 text.
// Labels can carry stored words (assessment types), so every field is quoted when it must be, and a field a
// spreadsheet would run as a formula is defused with a leading apostrophe (OWASP's advice on CSV injection).
import { kpiLines } from '@common/contracts/admin-kpis';
import type { KpiLine, KpiReport } from '@common/contracts/admin-kpis';
import { MINOR_UNITS_PER_MAJOR } from '@common/commerce';

export const KPI_CSV_HEADER = ['kpi', 'label', 'unit', 'current', 'previous', 'change', 'from', 'to', 'previous_from', 'previous_to', 'time_zone'];

export function csvField(value: string): string {
  // A negative number is a number, not a formula.
  const defused = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** Money in major units with two decimals (the CSV is for people and spreadsheets); counts and coins as they are. */
function amount(line: KpiLine, value: number | null): string {
  if (value === null) return '';
  return line.unit === 'money' ? (value / MINOR_UNITS_PER_MAJOR).toFixed(2) : String(value);
}

export function kpiCsv(report: KpiReport): string {
  const rows = kpiLines(report.current, report.previous).map((line) => [
    line.key,
    line.label,
    line.unit === 'money' ? (line.currency ?? '') : line.unit,
    amount(line, line.current),
    amount(line, line.previous),
    line.previous === null ? '' : amount(line, line.current - line.previous),
    report.range.from,
    report.range.to,
    report.previousRange?.from ?? '',
    report.previousRange?.to ?? '',
    report.timeZone,
  ]);
  return [KPI_CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** guardians-kpis_2026-01-01_2026-01-31.csv: the range in the name, so two downloads never overwrite each other. */
export function kpiCsvFileName(report: KpiReport): string {
  return `guardians-kpis_${report.range.from}_${report.range.to}.csv`;
}
