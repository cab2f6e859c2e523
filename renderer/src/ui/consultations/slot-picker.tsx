import { Chip, Group, Text } from '@mantine/core';
import { formatSlot } from './slot-time';

/** The free slots to choose from, in local time; at most `limit` shown so a phone screen stays readable. */
export function SlotPicker({
  slots,
  value,
  onChange,
  limit = 12,
}: {
  slots: string[];
  value: string | null;
  onChange: (slot: string) => void;
  limit?: number;
}) {
  if (slots.length === 0) return <Text c="dimmed">No free slots in the next two weeks. Try another expert.</Text>;
  return (
    <Chip.Group value={value ?? ''} onChange={(slot) => onChange(slot as string)}>
      <Group gap="xs" role="radiogroup" aria-label="Free slots">
        {slots.slice(0, limit).map((slot) => (
          <Chip key={slot} value={slot} variant="outline" size="sm">
            {formatSlot(slot)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
