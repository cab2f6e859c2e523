import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Children } from 'react';
import { useProgressiveCount } from '../progressive';

/**
 * Product cards: one column on a phone, up to four on a desktop; when many arrive at once, the first row at once and
 * then a card per task (a card is 30–60 ms of a phone's main thread at 4× CPU: a row of four was a task of 150–250 ms).
 */
export function ProductGrid({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  const shown = useProgressiveCount(cards.length, { first: 4, step: 1 });
  return <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>{cards.slice(0, shown)}</SimpleGrid>;
}
