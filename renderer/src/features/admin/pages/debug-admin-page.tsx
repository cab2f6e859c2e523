import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorSentence } from '../../../api/error-texts';
import { useSystemStatus } from '../api/get-system-status';
import { ErrorAlert } from '../../../ui/error-alert';
import { utcTimeText } from '../../../ui/utc-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={150}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /debug-admin: this server's health for support staff (issue 16). Names providers, never their keys. */
export function DebugAdminPage() {
  const status = useSystemStatus();
  const data = status.data;
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Admin Diagnostics</Title>
          <Button variant="light" onClick={() => void status.refetch()} loading={status.isFetching}>
            Refresh
          </Button>
        </Group>
        {status.isError ? (
          <ErrorAlert error={errorSentence(status.error, 'The system status could not be loaded. Try again in a moment.')} />
        ) : !data ? (
          <Text c="dimmed">Loading the system status…</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder component="section" aria-label="Database">
                <Title order={2} size="h4" mb="xs">
                  Database
                </Title>
                <Fact label="Dialect">{data.database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Fact>
                <Fact label="Reachable">
                  <Badge color={data.database.reachable ? 'teal' : 'red'}>{data.database.reachable ? 'yes' : 'no'}</Badge>
                  {data.database.latencyMs !== null && ` ${data.database.latencyMs} ms`}
                </Fact>
                <Fact label="Read-only">{data.database.readOnly ? 'yes: writes are refused' : 'no'}</Fact>
                <Fact label="Migrations">
                  {data.database.migrations.count} applied, the latest {data.database.migrations.names.at(-1) ?? '—'}
                </Fact>
              </Card>
              <Card withBorder component="section" aria-label="Server">
                <Title order={2} size="h4" mb="xs">
                  Server
                </Title>
                <Fact label="Version">
                  {data.version}
                  {data.commit ? ` (${data.commit.slice(0, 12)})` : ''}
                </Fact>
                <Fact label="Up since">
                  {utcTimeText(data.startedAt)} UTC ({Math.round(data.uptimeSeconds / 60)} min)
                </Fact>
                <Fact label="Memory">
                  {megabytes(data.memory.rssBytes)} resident, heap {megabytes(data.memory.heapUsedBytes)} of {megabytes(data.memory.heapTotalBytes)}
                </Fact>
                <Fact label="Requests">
                  {data.requests.total} answered, {data.requests.errors} server errors
                </Fact>
                {(['chat', 'voice', 'payment'] as const).map((kind) => (
                  <Fact key={kind} label={`${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)} provider`}>
                    {data.providers[kind].name} {data.providers[kind].configured ? '(configured)' : '(not configured: the built-in fallback)'}
                  </Fact>
                ))}
              </Card>
            </SimpleGrid>
            <Card withBorder component="section" aria-label="Jobs and mail">
              <Title order={2} size="h4" mb="xs">
                Jobs and mail
              </Title>
              <Fact label="Job queue">
                {data.jobs.engine === 'bullmq' ? 'BullMQ' : 'Embedded (in the database)'} {!data.jobs.reachable && <Badge color="red">not reachable</Badge>}
              </Fact>
              <Fact label="Jobs">
                {data.jobs.waiting} waiting, {data.jobs.active} running, {data.jobs.failed} failed
              </Fact>
              <Fact label="Mail">{data.mail.engine === 'smtp' ? 'SMTP (SMTP_URL)' : 'Outbox: kept in the database, not sent'}</Fact>
              {data.jobs.recentFailures.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  No job has failed its last attempt.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={640} mt="xs">
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Failed (UTC)</Table.Th>
                        <Table.Th>Job</Table.Th>
                        <Table.Th>Tries</Table.Th>
                        <Table.Th>Last error</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.jobs.recentFailures.map((job) => (
                        <Table.Tr key={job.id}>
                          <Table.Td>{utcTimeText(job.failedAt)}</Table.Td>
                          <Table.Td>{job.name}</Table.Td>
                          <Table.Td>{job.attempts}</Table.Td>
                          <Table.Td>{job.error}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Card>
            <Title order={2} size="h4">
              Recent server errors
            </Title>
            {data.recentErrors.length === 0 ? (
              <Text c="dimmed">No server errors since this instance started.</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When (UTC)</Table.Th>
                      <Table.Th>Route</Table.Th>
                      <Table.Th>Code</Table.Th>
                      <Table.Th>Message</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.recentErrors.map((error, index) => (
                      <Table.Tr key={`${error.at}-${index}`}>
                        <Table.Td>{utcTimeText(error.at)}</Table.Td>
                        <Table.Td>{error.route}</Table.Td>
                        <Table.Td>{error.code}</Table.Td>
                        <Table.Td>{error.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
