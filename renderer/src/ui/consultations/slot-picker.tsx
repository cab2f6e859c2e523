import { Text } from '@mantine/core';
import { useId } from 'react';
import { ChoiceChips } from '../choice-chips';
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
  // Drawn in the browser only (an expert chosen, a booking moved), so a generated name is safe; one per picker.
  const name = useId();
  if (slots.length === 0) return <Text c="dimmed">No free slots in the next two weeks. Try another expert.</Text>;
  return (
    <ChoiceChips
      label="Free slots"
      name={name}
      variant="outline"
      value={value}
      onChange={onChange}
      choices={slots.slice(0, limit).map((slot) => ({ value: slot, label: formatSlot(slot) }))}
    />
  );
}
