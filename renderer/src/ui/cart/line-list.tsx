import { Group, Image, Text } from '@mantine/core';
import { formatPrice } from '../money';

/** Bought or about-to-be-bought lines: picture, name × quantity, line total (the quote and the order show the same). */
export function LineList({
  lines,
  currency,
}: {
  lines: readonly { productId: string; image: string; name: string; quantity: number; lineTotal: number }[];
  currency: string;
}) {
  return lines.map((line) => (
    <Group key={line.productId} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Image src={line.image} alt="" w={40} h={40} radius="sm" />
        <Text size="sm">
          {line.name} × {line.quantity}
        </Text>
      </Group>
      <Text size="sm">{formatPrice(line.lineTotal, currency)}</Text>
    </Group>
  ));
}
