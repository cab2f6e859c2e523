import { LineChart } from '../../../ui/lazy-charts';
import { formatDisplayDateOrNA } from '@common/dates';
import { GUARDIANS, themeFor } from '@common/guardians';
import type { ProgressRecord } from '@common/vitamin-d';
import { VITAMIN_D_SUB_METRICS } from '@common/vitamin-d';

// Oldest on the left, as time reads; the records arrive newest first.
function chronological(records: readonly ProgressRecord[]): ProgressRecord[] {
  return [...records].reverse();
}

export function GuardianScoresChart({ records }: { records: readonly ProgressRecord[] }) {
  const data = chronological(records).map((record) => ({ date: formatDisplayDateOrNA(record.date), ...record.scores }));
  return (
    <LineChart
      h={300}
      data={data}
      dataKey="date"
      yAxisProps={{ domain: [0, 100] }}
      withLegend
      series={GUARDIANS.map((guardian) => ({ name: guardian.id, label: guardian.personaName, color: `${themeFor(guardian.id).mantineColor}.6` }))}
      role="img"
      aria-label="Guardian scores over time"
    />
  );
}

const METRIC_COLORS = ['cyan.6', 'violet.6', 'orange.6', 'teal.6', 'yellow.6'];

export function VitaminDMetricsChart({ records }: { records: readonly ProgressRecord[] }) {
  const data = chronological(records).map((record) => ({ date: formatDisplayDateOrNA(record.date), ...record.vitaminD }));
  const metrics = [...VITAMIN_D_SUB_METRICS, { key: 'overallScore', label: 'Overall Score' }];
  return (
    <LineChart
      h={300}
      data={data}
      dataKey="date"
      withLegend
      series={metrics.map((metric, index) => ({ name: metric.key, label: metric.label, color: METRIC_COLORS[index] ?? 'gray.6' }))}
      role="img"
      aria-label="Vitamin D metrics over time"
    />
  );
}
