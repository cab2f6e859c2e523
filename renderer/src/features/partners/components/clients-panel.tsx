import { Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { CareClient, CareScope } from '@common/contracts/care';
import type { PlanRefill } from '@common/contracts/protocols';
import type { ConsultationStatus } from '@common/contracts/constants';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import { errorNoticeSentence, errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { inviteClient, useClientRecord, useClients } from '../api/practice-api';
import { usePlanRefills } from '../api/plan-refills-api';
import { LapsedRefillNotice, PlanRefillCell } from './plan-refill-status';
import type { Outcome } from '../../../ui/outcome-line';
import { OutcomeLine } from '../../../ui/outcome-line';

const SCOPE_LABELS: Readonly<Record<CareScope, string>> = { assessments: 'Assessments', lab_results: 'Lab results', orders: 'Orders' };
const CONSULTATION_STATUS_LABELS: Readonly<Record<ConsultationStatus, string>> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

type ClientFilter = 'all' | 'lapsed';

/** Consenting clients, what each shares and whether their plan refills lapsed, and an invitation for someone new. */
export function ClientsPanel({ clientTools }: { clientTools?: ((client: CareClient) => ReactNode) | undefined }) {
  const clients = useClients();
  const refills = usePlanRefills();
  const [selected, setSelected] = useState<string | null>(null);
  const [filter, setFilter] = useState<ClientFilter>('all');
  const chosen = clients.data?.clients.find((client) => client.id === selected);
  const refillOf = new Map((refills.data?.refills ?? []).map((refill) => [refill.clientId, refill]));
  const lapsedCount = [...refillOf.values()].filter((refill) => refill.status === 'lapsed').length;
  const shown = (clients.data?.clients ?? []).filter((client) => filter === 'all' || refillOf.get(client.id)?.status === 'lapsed');
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="clients-title">
        <Title order={2} size="h3" id="clients-title">
          Clients
        </Title>
        <Text size="sm" c="dimmed">
          Only people who chose to share with you appear here, with what they share. If a client stops sharing, they leave this list at once. For clients who
          share their orders, “Plan refills” says whether the newest plan you sent is still being ordered.
        </Text>
        {clients.isPending && <LoadingBlock label="Loading your clients…" />}
        {clients.isError && (
          <ErrorNotice sentence={errorNoticeSentence(clients.error, 'Your clients could not be loaded.')} onRetry={() => void clients.refetch()} />
        )}
        {clients.data?.clients.length === 0 && (
          <Text c="dimmed">No client shares with you yet. Invite one below, or wait for a booking with sharing ticked.</Text>
        )}
        {refills.isError && (
          <ErrorNotice
            title="Plan refills not shown"
            sentence={errorNoticeSentence(refills.error, 'Whether your clients’ plan refills lapsed could not be loaded.')}
            onRetry={() => void refills.refetch()}
          />
        )}
        {clients.data && clients.data.clients.length > 0 && (
          <SegmentedControl
            aria-label="Which clients"
            w="fit-content"
            value={filter}
            onChange={(value) => setFilter(value === 'lapsed' ? 'lapsed' : 'all')}
            data={[
              { value: 'all', label: `All clients (${clients.data.clients.length})` },
              { value: 'lapsed', label: `Refills lapsed (${lapsedCount})`, disabled: !refills.data },
            ]}
          />
        )}
        {clients.data && clients.data.clients.length > 0 && shown.length === 0 && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              No client’s plan refills have lapsed.
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setFilter('all')}>
              Show all clients
            </Button>
          </Group>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Shares</Table.Th>
                  <Table.Th>Plan refills</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Open</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((client) => (
                  <Table.Tr key={client.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {client.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {client.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {client.scopes.map((scope) => (
                          <Badge key={scope} size="sm" variant="light">
                            {SCOPE_LABELS[scope]}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <PlanRefillCell client={client} refill={refillOf.get(client.id)} loading={refills.isPending} />
                    </Table.Td>
                    <Table.Td>{dayFormat.format(new Date(client.consentedAt))}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={selected === client.id ? 'filled' : 'light'}
                        onClick={() => setSelected(client.id)}
                        aria-label={`Open ${client.name}`}
                      >
                        Open
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {chosen && <ClientRecord key={chosen.id} client={chosen} refill={refillOf.get(chosen.id)} />}
      {chosen && clientTools?.(chosen)}
      <InviteForm />
    </Stack>
  );
}

function ClientRecord({ client, refill }: { client: CareClient; refill: PlanRefill | undefined }) {
  const record = useClientRecord(client.id);
  return (
    <Card withBorder radius="md" component="section" aria-label={`${client.name}'s record`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {client.name}
        </Title>
        <Text size="xs" c="dimmed">
          Opening this record is listed in the client's access log.
        </Text>
        {refill && <LapsedRefillNotice refill={refill} />}
        {record.isPending && <LoadingBlock label="Loading the client's record…" />}
        {record.isError && (
          <ErrorNotice sentence={errorNoticeSentence(record.error, "The client's record could not be loaded.")} onRetry={() => void record.refetch()} />
        )}
        {record.data && (
          <>
            <SharedRecords
              title="Assessments"
              records={record.data.assessments}
              noneYet="No assessment taken yet."
              line={(assessment) => (
                <Text key={assessment.id} size="sm">
                  {dayFormat.format(new Date(assessment.created_at))} · {assessment.type} · leading guardian {assessment.results.primaryGuardian} ·{' '}
                  {Object.entries(assessment.results.scores)
                    .map(([guardian, score]) => `${guardian} ${score}`)
                    .join(', ')}
                </Text>
              )}
            />
            <SharedRecords
              title="Orders"
              records={record.data.orders}
              noneYet="No orders yet."
              line={(order) => (
                <Text key={order.id} size="sm">
                  {dayFormat.format(new Date(order.createdAt))} · {order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')} ·{' '}
                  {ORDER_STATUS_LABELS[order.status]}
                </Text>
              )}
            />
            <SharedRecords
              title="Lab results"
              records={record.data.labResults}
              noneYet="No lab results yet."
              line={(result) => (
                <Text key={result.id} size="sm">
                  {dayFormat.format(new Date(result.observedAt))} · {result.name}: {result.ngPerMl} ng/mL ({result.nmolPerL} nmol/L) · {result.band.label}
                </Text>
              )}
            />
            <Title order={4} size="h5">
              Consultations with you
            </Title>
            {record.data.consultations.length === 0 ? (
              <Text size="sm" c="dimmed">
                None booked.
              </Text>
            ) : (
              <Stack gap={4}>
                {record.data.consultations.map((consultation) => (
                  <Text key={consultation.id} size="sm">
                    {dayFormat.format(new Date(consultation.startsAt))} · {CONSULTATION_STATUS_LABELS[consultation.status]}
                  </Text>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function InviteForm() {
  const api = useApiClient();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Outcome | null>(null);

  async function send() {
    setSending(true);
    setResult(null);
    try {
      await inviteClient(api, { email: email.trim(), message: message.trim() });
      setResult({ kind: 'sent', text: `Invitation sent to ${email.trim()}. They choose what to share when they accept it in their profile.` });
      setEmail('');
      setMessage('');
    } catch (caught) {
      setResult({ kind: 'error', text: errorSentence(caught, 'The invitation could not be sent. Try again in a moment.') });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="invite-title">
      <Title order={2} size="h3" id="invite-title">
        Invite a client
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="xs" maw={520}>
          <TextInput label="Client's email" type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
          <Textarea
            label="Message (optional)"
            maxLength={1000}
            autosize
            minRows={2}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <OutcomeLine outcome={result} />
          <Group>
            <Button type="submit" loading={sending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** One part of a client's record: what the client shares with the practitioner, one line each, or why there is none. */
function SharedRecords<T>({ title, records, noneYet, line }: { title: string; records: readonly T[] | null; noneYet: string; line: (record: T) => ReactNode }) {
  return (
    <>
      <Title order={4} size="h5">
        {title}
      </Title>
      {records === null ? (
        <Text size="sm" c="dimmed">
          Not shared with you.
        </Text>
      ) : records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {noneYet}
        </Text>
      ) : (
        <Stack gap={4}>{records.map(line)}</Stack>
      )}
    </>
  );
}
