import { Group, NativeSelect, Select, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { KPI_PRESET_LABELS, KPI_PRESETS, kpiRangeProblem } from '@common/kpi-range';
import type { KpiDateRange, KpiPreset } from '@common/kpi-range';

export interface KpiRangePickerProps {
  preset: KpiPreset;
  range: KpiDateRange;
  timeZone: string;
  timeZones: readonly string[];
  onPreset: (preset: KpiPreset) => void;
  onCustomRange: (range: KpiDateRange) => void;
  onTimeZone: (timeZone: string) => void;
}

/** The range (a preset, or two dates), and the zone whose midnights start the days. */
export function KpiRangePicker({ preset, range, timeZone, timeZones, onPreset, onCustomRange, onTimeZone }: KpiRangePickerProps) {
  // The dates as typed: a half-typed or backwards range stays here, with its problem said, until it can be read.
  const [draft, setDraft] = useState<KpiDateRange>(range);
  const shown = preset === 'custom' ? draft : range;
  const problem = preset === 'custom' ? kpiRangeProblem(draft) : null;
  const zoneOptions = useMemo(() => [...timeZones], [timeZones]);

  const changeDate = (field: keyof KpiDateRange, value: string) => {
    const next = { ...shown, [field]: value };
    setDraft(next);
    if (preset !== 'custom') onPreset('custom');
    if (kpiRangeProblem(next) === null) onCustomRange(next);
  };

  return (
    <form aria-label="Choose the range" onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Range"
          value={preset}
          onChange={(event) => {
            const next = event.currentTarget.value as KpiPreset;
            if (next === 'custom') setDraft(range);
            onPreset(next);
          }}
          data={KPI_PRESETS.map((value) => ({ value, label: KPI_PRESET_LABELS[value] }))}
        />
        <TextInput label="From" type="date" value={shown.from} onChange={(event) => changeDate('from', event.currentTarget.value)} />
        <TextInput label="To" type="date" value={shown.to} onChange={(event) => changeDate('to', event.currentTarget.value)} />
        <Select
          label="Time zone"
          description="Days start at midnight here."
          data={zoneOptions}
          value={timeZone}
          onChange={(value) => value && onTimeZone(value)}
          searchable
          allowDeselect={false}
          limit={50}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert" mt="xs">
          {problem}
        </Text>
      )}
    </form>
  );
}
