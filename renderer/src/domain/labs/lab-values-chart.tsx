import { LineChart } from '../../ui/charts';
import { formatDisplayDateOrNA } from '@common/dates';
import type { LabObservation } from '@common/contracts/labs';

/** 25(OH)D in ng/mL over time, oldest on the left; loaded with the chart library only when shown. */
export function LabValuesChart({ values }: { values: readonly LabObservation[] }) {
  const data = values.map((value) => ({ date: formatDisplayDateOrNA(value.observedAt), ngPerMl: value.ngPerMl }));
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      unit=" ng/mL"
      withLegend
      referenceLines={[
        { y: 20, label: '20 ng/mL', color: 'orange.6' },
        { y: 30, label: '30 ng/mL', color: 'teal.6' },
      ]}
      series={[{ name: 'ngPerMl', label: '25(OH)D (ng/mL)', color: 'indigo.6' }]}
      role="img"
      aria-label="Measured 25-hydroxyvitamin D over time"
    />
  );
}
