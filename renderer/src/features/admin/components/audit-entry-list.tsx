import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@common/contracts/admin';
import { UtcTimeCell } from '../../../ui/utc-time';

/** Audit entries as a table: when, who, what, which, from where. */
export function AuditEntryList({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  if (entries.length === 0) return <Text c="dimmed">No audit entries yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When (UTC)</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <UtcTimeCell at={entry.at} />
              <Table.Td>
                <Text size="sm">{entry.actor.email}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Badge size="sm" variant="light">
                      {entry.action}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {entry.entityType} {entry.entityId.slice(0, 8)}
                    </Text>
                  </Group>
                  <Text size="sm">{entry.summary}</Text>
                </Stack>
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
