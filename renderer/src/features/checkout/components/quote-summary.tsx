// The quote as the shopper reads it before paying: lines, savings, the promo and why, coins, delivery, tax, total.
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Quote } from '@common/contracts/checkout';
import { LineList } from '../../../ui/cart/line-list';
import { formatPrice } from '../../../ui/money';
import { SummaryRow } from '../../../ui/summary-row';

export function QuoteSummary({ quote }: { quote: Quote }) {
  const money = (minor: number) => formatPrice(minor, quote.currency);
  return (
    <Stack gap="xs" aria-label="Order summary">
      <LineList lines={quote.lines} currency={quote.currency} />
      <Divider />
      <SummaryRow label="Subtotal" value={money(quote.subtotal)} />
      {quote.savings > 0 && <SummaryRow label="You save on catalog prices" value={money(quote.savings)} tone="dimmed" />}
      {quote.promo && (
        <>
          <SummaryRow label={`Promo ${quote.promo.code}`} value={`−${money(quote.promo.amount)}`} tone="green" />
          <Text size="xs" c="dimmed">
            {quote.promo.explanation}
          </Text>
        </>
      )}
      {quote.coins.redeemed > 0 && <SummaryRow label={`${quote.coins.redeemed} coins`} value={`−${money(quote.coins.value)}`} tone="green" />}
      <SummaryRow label={quote.delivery.label} value={quote.delivery.fee === 0 ? 'Free' : money(quote.delivery.fee)} />
      {!quote.tax.included && quote.tax.amount > 0 && <SummaryRow label={`${quote.tax.label} (${quote.tax.ratePercent}%)`} value={money(quote.tax.amount)} />}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="quote-total">
          {money(quote.total)}
        </Text>
      </Group>
      {quote.tax.included && (
        <Text size="xs" c="dimmed">
          incl. {quote.tax.label} {money(quote.tax.amount)} ({quote.tax.ratePercent}%)
        </Text>
      )}
    </Stack>
  );
}
