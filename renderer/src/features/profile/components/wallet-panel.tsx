import { Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { WalletEntry } from '@common/contracts/wallet';
import { errorSentence } from '../../../api/error-texts';
import { useWallet } from '../../../identity/api/get-wallet';
import { formatPrice } from '../../../ui/money';
import { ErrorAlert } from '../../../ui/error-alert';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateFormat.format(date);
}

function LedgerRow({ entry }: { entry: WalletEntry }) {
  return (
    <Table.Tr>
      <Table.Td>{formatDate(entry.createdAt)}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.description}</Table.Td>
      <Table.Td ta="right" c={entry.amount >= 0 ? 'teal' : 'red'} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {entry.amount >= 0 ? '+' : ''}
        {entry.amount}
      </Table.Td>
    </Table.Tr>
  );
}

/** The wallet balance and its ledger, newest entry first (GET /api/wallet). */
export function WalletPanel() {
  const wallet = useWallet({ enabled: true });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="wallet-title">
            Wallet
          </Title>
          {wallet.data && (
            <Badge size="lg" variant="light" aria-label={`Balance: ${wallet.data.balance} coins`}>
              {wallet.data.balance} coins
            </Badge>
          )}
        </Group>
        {wallet.isPending && (
          <Stack gap="xs" role="status" aria-label="Loading your wallet">
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        )}
        {wallet.isError && (
          <ErrorAlert
            title="Your wallet could not be loaded"
            error={errorSentence(wallet.error, 'Check your connection, then try again.')}
            onRetry={() => void wallet.refetch()}
            retrying={wallet.isFetching}
            stacked
          />
        )}
        {wallet.data && 'redemption' in wallet.data && wallet.data.redemption && (
          <Text size="sm" c="dimmed">
            {wallet.data.redemption.coinsPerMajorUnit} coins = {formatPrice(100, wallet.data.redemption.currency)} off at checkout, up to{' '}
            {wallet.data.redemption.maxPercentOfOrder}% of an order. Your balance is worth{' '}
            {formatPrice(wallet.data.redemption.balanceValue, wallet.data.redemption.currency)}.
          </Text>
        )}
        {wallet.data && wallet.data.entries.length === 0 && (
          <Text c="dimmed">
            No coins yet. Complete a{' '}
            <Anchor component={Link} to="/standardized-assessment">
              Guardian Assessment
            </Anchor>{' '}
            or share a Vitamin D reflection to earn your first reward.
          </Text>
        )}
        {wallet.data && wallet.data.entries.length > 0 && (
          // No minimum width and no sideways scrolling: the description wraps, so the Coins column stays in view on a phone.
          <Table striped verticalSpacing="xs" aria-label="Wallet ledger">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>What for</Table.Th>
                <Table.Th ta="right">Coins</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wallet.data.entries.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
