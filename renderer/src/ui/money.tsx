import { Group, Text } from '@mantine/core';
import { discountPercent, formatMoney } from '@common/commerce';

/** The storefront's one money format: minor units of a currency, shown the Indian way (₹1,299.00). */
export function formatPrice(minor: number, currency: string): string {
  return formatMoney(minor, currency, 'en-IN');
}

interface PriceProps {
  price: number;
  originalPrice?: number | undefined;
  currency: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A price, with the original price struck through and the percent saved when the product is discounted. */
export function Price({ price, originalPrice, currency, size = 'md' }: PriceProps) {
  const percentOff = originalPrice === undefined ? 0 : discountPercent(price, originalPrice);
  return (
    <Group gap={8} wrap="wrap" align="baseline">
      <Text fw={700} size={size} data-testid="price">
        {formatPrice(price, currency)}
      </Text>
      {percentOff > 0 && originalPrice !== undefined && (
        <>
          <Text size="sm" c="dimmed" td="line-through" aria-label={`Was ${formatPrice(originalPrice, currency)}`}>
            {formatPrice(originalPrice, currency)}
          </Text>
          <Text size="sm" c="green" fw={600}>
            {percentOff}% off
          </Text>
        </>
      )}
    </Group>
  );
}
