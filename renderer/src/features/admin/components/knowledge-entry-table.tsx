import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { AdminKnowledgeEntry } from '@common/contracts/admin-knowledge';
import { INTENT_LABELS, ownerLabel, STATUS_LABELS, topicLabel } from './knowledge-labels';

/** The entries of one page: what each answers, its source and status, and (for admins) edit, retire, restore. */
export function KnowledgeEntryTable({
  entries,
  mayEdit,
  busy,
  onEdit,
  onRetire,
  onRestore,
}: {
  entries: readonly AdminKnowledgeEntry[];
  mayEdit: boolean;
  busy: boolean;
  onEdit: (entry: AdminKnowledgeEntry) => void;
  onRetire: (entry: AdminKnowledgeEntry) => void;
  onRestore: (entry: AdminKnowledgeEntry) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>Guardian entries first, then shared ones</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Entry</Table.Th>
            <Table.Th>Guardian</Table.Th>
            <Table.Th>Answers</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Status</Table.Th>
            {mayEdit && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td maw={320}>
                <Text size="sm" fw={600}>
                  {entry.title}
                </Text>
                <Text size="xs" lineClamp={2}>
                  {entry.text}
                </Text>
                {entry.tags.length > 0 && (
                  <Group gap={4} mt={4}>
                    {entry.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="outline">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
              <Table.Td>{ownerLabel(entry.guardianId)}</Table.Td>
              <Table.Td>
                <Text size="xs">{topicLabel(entry.topic)}</Text>
                <Text size="xs" c="dimmed">
                  {INTENT_LABELS[entry.intent]}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                {entry.source.url ? (
                  <Text size="xs" component="a" href={entry.source.url} target="_blank" rel="noopener noreferrer" c="blue">
                    {entry.source.title}
                  </Text>
                ) : (
                  <Text size="xs">{entry.source.title}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={entry.status === 'published' ? 'green' : entry.status === 'draft' ? 'yellow' : 'gray'}>
                  {STATUS_LABELS[entry.status]}
                </Badge>
              </Table.Td>
              {mayEdit && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {entry.status === 'retired' ? (
                      <Button size="compact-xs" variant="light" disabled={busy} onClick={() => onRestore(entry)} aria-label={`Restore ${entry.title}`}>
                        Restore
                      </Button>
                    ) : (
                      <>
                        <Button size="compact-xs" variant="light" onClick={() => onEdit(entry)} aria-label={`Edit ${entry.title}`}>
                          Edit
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          onClick={() => onRetire(entry)}
                          aria-label={`Retire ${entry.title}`}
                        >
                          Retire
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
