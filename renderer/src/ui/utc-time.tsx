import { Table, Text } from '@mantine/core';

/** An ISO 8601 time in UTC as the staff screens write it: '2026-11-30 05:09:29', or to the minute '2026-11-30 05:09'. */
export function utcTimeText(iso: string, to: 'second' | 'minute' = 'second'): string {
  return iso.replace('T', ' ').slice(0, to === 'second' ? 19 : 16);
}

/** A table cell holding a UTC time, in monospace so a column of times lines up. */
export function UtcTimeCell({ at }: { at: string }) {
  return (
    <Table.Td>
      <Text size="sm" ff="monospace">
        {utcTimeText(at)}
      </Text>
    </Table.Td>
  );
}
