import { List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FactIngredient, ProductFacts } from '@common/contracts/catalog';
import { formatDecimal } from '@common/commerce';

export function formatAmount(line: Pick<FactIngredient, 'amount' | 'unit'>): string {
  return `${formatDecimal(line.amount)} ${line.unit}`;
}

/** The label's facts table: a real table with a caption and column headers, so screen readers read it as one. */
export function SupplementFacts({ facts }: { facts: ProductFacts }) {
  const withoutDailyValue = facts.ingredients.some((line) => line.dailyValuePercent === null);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id="supplement-facts-heading">
        Supplement facts
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder striped captionSide="top" aria-labelledby="supplement-facts-heading">
          <Table.Caption ta="left">
            Serving size: {facts.servingSize} · Servings per container: {facts.servingsPerContainer}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Ingredient</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount per serving
              </Table.Th>
              <Table.Th scope="col" ta="right">
                % Daily Value
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {facts.ingredients.map((line) => (
              <Table.Tr key={line.name}>
                <Table.Th scope="row" fw={400}>
                  {line.name}
                </Table.Th>
                <Table.Td ta="right">{formatAmount(line)}</Table.Td>
                <Table.Td ta="right">
                  {line.dailyValuePercent === null ? (
                    <>
                      <span aria-hidden>†</span>
                      <VisuallyHidden>Daily value not established</VisuallyHidden>
                    </>
                  ) : (
                    `${line.dailyValuePercent}%`
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {withoutDailyValue && (
        <Text size="xs" c="dimmed">
          † Daily value not established. Percent daily values are based on adult reference intakes.
        </Text>
      )}
      <Text size="sm">
        <Text span fw={600}>
          Other ingredients:{' '}
        </Text>
        {facts.otherIngredients}
      </Text>
    </Stack>
  );
}

/** How to take it, who should ask first, and how to keep it. */
export function ProductUse({ facts }: { facts: ProductFacts }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          Directions
        </Title>
        <Text size="sm">{facts.directions}</Text>
      </Stack>
      <Stack gap={4}>
        <Title order={2} size="h3">
          Warnings
        </Title>
        <List size="sm" spacing={6}>
          {facts.warnings.map((warning) => (
            <List.Item key={`${warning.topic}:${warning.text}`}>
              <Text span fw={600} size="sm">
                {warning.situation}:{' '}
              </Text>
              {warning.text}
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={4}>
        <Title order={2} size="h3">
          Storage
        </Title>
        <Text size="sm">{facts.storage}</Text>
      </Stack>
    </Stack>
  );
}
