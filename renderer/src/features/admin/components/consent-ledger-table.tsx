import { Badge, Table, Text } from '@mantine/core';
import type { ConsentLedgerEntry } from '@common/contracts/gdpr';
import { UtcTimeCell } from '../../../ui/utc-time';

/** Consent ledger entries: when, whose, which consent, granted or withdrawn, where it came from. */
export function ConsentLedgerTable({ entries }: { entries: readonly ConsentLedgerEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No consent records match these filters.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Caption>Consent records, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When (UTC)</Table.Th>
            <Table.Th>Person</Table.Th>
            <Table.Th>Consent</Table.Th>
            <Table.Th>Choice</Table.Th>
            <Table.Th>Detail</Table.Th>
            <Table.Th>Address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <UtcTimeCell at={entry.at} />
              <Table.Td>
                <Text size="sm">{entry.email ?? (entry.userId ? entry.userId.slice(0, 8) : 'Signed-out visitor')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.source === 'care' ? 'Care sharing' : `Cookies: ${entry.type}`}</Text>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" color={entry.status === 'granted' ? 'teal' : 'gray'} variant="light">
                  {entry.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.detail || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.ip ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
