import { Radio, Stack } from '@mantine/core';
import { dayName } from './calendar-days';
import { slotLabel } from './zone-time';

/** One day's free times, earliest first, each in the visitor's zone with the expert's beside it; one is chosen. */
export function DayTimes({
  day,
  slots,
  value,
  onChange,
  visitorZone,
  expertZone,
}: {
  day: string;
  slots: readonly string[];
  value: string | null;
  onChange: (slot: string) => void;
  visitorZone: string;
  expertZone: string;
}) {
  return (
    <Radio.Group label={`Free times on ${dayName(day)}`} value={value !== null && slots.includes(value) ? value : null} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {slots.map((slot) => (
          <Radio key={slot} value={slot} label={slotLabel(slot, visitorZone, expertZone)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
