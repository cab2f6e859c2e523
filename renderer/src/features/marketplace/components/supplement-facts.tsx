import { List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FactIngredient, ProductFacts } from '@common/contracts/catalog';
import { formatDecimal } from '@common/commerce';
import classes from './supplement-facts.module.css';

export function formatAmount(line: Pick<FactIngredient, 'amount' | 'unit'>): string {
  return `${formatDecimal(line.amount)} ${line.unit}`;
}

/** The label's facts table: a real table with a caption and column headers, so screen readers read it as one (plain HTML: see its stylesheet). */
export function SupplementFacts({ facts }: { facts: ProductFacts }) {
  const withoutDailyValue = facts.ingredients.some((line) => line.dailyValuePercent === null);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id="supplement-facts-heading">
        Supplement facts
      </Title>
      <div className={classes.scroll}>
        <table className={classes.table} aria-labelledby="supplement-facts-heading">
          <caption className={classes.caption}>
            Serving size: {facts.servingSize} · Servings per container: {facts.servingsPerContainer}
          </caption>
          <thead>
            <tr>
              <th scope="col">Ingredient</th>
              <th scope="col" className={classes.number}>
                Amount per serving
              </th>
              <th scope="col" className={classes.number}>
                % Daily Value
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.ingredients.map((line) => (
              <tr key={line.name}>
                <th scope="row">{line.name}</th>
                <td className={classes.number}>{formatAmount(line)}</td>
                <td className={classes.number}>
                  {line.dailyValuePercent === null ? (
                    <>
                      <span aria-hidden>†</span>
                      <VisuallyHidden>Daily value not established</VisuallyHidden>
                    </>
                  ) : (
                    `${line.dailyValuePercent}%`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
