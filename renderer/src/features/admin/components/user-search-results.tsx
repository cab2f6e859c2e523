import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminUserSummary } from '@common/contracts/admin-users';
import { ROLE_LABELS } from '@common/roles';

function nameOf(user: AdminUserSummary): string {
  return user.displayName || user.email;
}

function RoleBadges({ user }: { user: AdminUserSummary }) {
  return (
    <Group gap={4}>
      {user.disabled && (
        <Badge color="red" variant="filled" size="sm">
          Disabled
        </Badge>
      )}
      {user.roles.map((role) => (
        <Badge key={role} variant="light" size="sm">
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </Group>
  );
}

/** The found accounts: a table on wide screens, one card per account on a phone; 'Open' shows the account beside. */
export function UserSearchResults({ users, openId, onOpen }: { users: readonly AdminUserSummary[]; openId: string | null; onOpen(id: string): void }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const openButton = (user: AdminUserSummary) => (
    <Button variant="subtle" size="compact-sm" onClick={() => onOpen(user.id)} aria-label={`Open ${nameOf(user)}`} aria-pressed={user.id === openId}>
      Open
    </Button>
  );

  if (phone) {
    return (
      <Stack gap="xs" component="ul" aria-label="Accounts found" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {users.map((user) => (
          <Card key={user.id} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {nameOf(user)}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {user.email}
                </Text>
                <RoleBadges user={user} />
              </Stack>
              {openButton(user)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Caption>Newest accounts first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Created (UTC)</Table.Th>
            <Table.Th>
              <VisuallyHidden>Open</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} aria-selected={user.id === openId}>
              <Table.Td>{user.displayName || '—'}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadges user={user} />
              </Table.Td>
              <Table.Td>{user.createdAt.slice(0, 10)}</Table.Td>
              <Table.Td>{openButton(user)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
