import { Table, Text } from '@mantine/core';
import type { KpiTopProduct } from '@common/contracts/admin-kpis';
import { formatMoney } from '@common/commerce';

/** The range's best sellers by units, one row per product and currency; orders cancelled or refunded left out. */
export function KpiTopProducts({ products }: { products: readonly KpiTopProduct[] }) {
  if (products.length === 0) return <Text c="dimmed">No products sold in this range.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Caption>Best sellers of the range, most units first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Revenue
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={`${product.productId}-${product.currency}`}>
              <Table.Td>{product.name}</Table.Td>
              <Table.Td ta="right">{product.units}</Table.Td>
              <Table.Td ta="right">{formatMoney(product.revenue, product.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
