import { Button, Checkbox, Container, Grid, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@common/commerce';
import { ORDER_STATUSES } from '@common/contracts/orders';
import type { OrderStatus } from '@common/contracts/orders';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import { returnIsOpen } from '@common/returns';
import { errorSentence } from '../../../api/error-texts';
import { useStaffOrders } from '../api/get-staff-orders';
import type { StaffOrderFilter } from '../api/get-staff-orders';
import { StaffOrderDetail } from '../components/staff-order-detail';
import { ErrorAlert } from '../../../ui/error-alert';
import { utcTimeText } from '../../../ui/utc-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(params: URLSearchParams): StaffOrderFilter {
  const status = params.get('status');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  return {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    email: params.get('email')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    returns: params.get('returns') === 'open' ? 'open' : undefined,
  };
}

/** /admin/orders: search every customer's orders, open one, move it along its lifecycle (issue 16). */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const orders = useStaffOrders(filter);
  const [openId, setOpenId] = useState<string | null>(null);
  const [email, setEmail] = useState(filter.email ?? '');
  const opened = orders.data?.orders.find((order) => order.id === openId);

  function setParam(name: string, value: string | undefined) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Orders</Title>
        <form
          role="search"
          aria-label="Find orders"
          onSubmit={(event) => {
            event.preventDefault();
            setParam('email', email.trim() || undefined);
          }}
        >
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Status"
              value={filter.status ?? ''}
              onChange={(event) => setParam('status', event.currentTarget.value || undefined)}
              data={[{ value: '', label: 'Any status' }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))]}
            />
            <TextInput label="Customer email" placeholder="part of an email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <TextInput label="From" type="date" value={filter.from ?? ''} onChange={(event) => setParam('from', event.currentTarget.value || undefined)} />
            <TextInput label="To" type="date" value={filter.to ?? ''} onChange={(event) => setParam('to', event.currentTarget.value || undefined)} />
            <Checkbox
              label="With a return to handle"
              checked={filter.returns === 'open'}
              onChange={(event) => setParam('returns', event.currentTarget.checked ? 'open' : undefined)}
              mb={8}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        {orders.isError ? (
          <ErrorAlert error={errorSentence(orders.error, 'The orders could not be loaded. Check the filters and try again.')} />
        ) : !orders.data ? (
          <Text c="dimmed">Loading orders…</Text>
        ) : orders.data.orders.length === 0 ? (
          <Text c="dimmed">No orders match these filters.</Text>
        ) : (
          <Grid>
            <Grid.Col span={{ base: 12, md: opened ? 7 : 12 }}>
              <Table.ScrollContainer minWidth={520}>
                <Table striped highlightOnHover>
                  <Table.Caption>Newest first, at most 100</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>Placed (UTC)</Table.Th>
                      <Table.Th>Customer</Table.Th>
                      <Table.Th>Total</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {orders.data.orders.map((order) => (
                      <Table.Tr key={order.id} aria-selected={order.id === openId}>
                        <Table.Td>
                          <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(order.id)} aria-label={`Open order ${order.id.slice(0, 8)}`}>
                            {order.id.slice(0, 8)}
                          </Button>
                        </Table.Td>
                        <Table.Td>{utcTimeText(order.createdAt, 'minute')}</Table.Td>
                        <Table.Td>{order.shippingAddress.name}</Table.Td>
                        <Table.Td>{formatMoney(order.total, order.currency)}</Table.Td>
                        <Table.Td>
                          {ORDER_STATUS_LABELS[order.status]}
                          {order.returns.some((item) => returnIsOpen(item.status)) ? ' · return to handle' : ''}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Grid.Col>
            {opened && (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <StaffOrderDetail order={opened} />
              </Grid.Col>
            )}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
