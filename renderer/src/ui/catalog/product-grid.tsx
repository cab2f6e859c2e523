import { SimpleGrid, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { Children } from 'react';
import { useProgressiveCount } from '../progressive';

/** Columns from each breakpoint up (Mantine's theme breakpoints); one column below the smallest. */
const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/**
 * Product cards: one column on a phone, up to four on a desktop; when many arrive at once, the first row at once (one
 * card on a phone) and then a card per task (a card is 30–60 ms of a phone's main thread at 4× CPU: a row of four was a
 * task of 150–250 ms).
 */
export function ProductGrid({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  // The columns at the window's width as the grid first renders (asked at once, not after an effect): its first row.
  const firstRow = useMatches(COLUMNS, { getInitialValueInEffect: false });
  const shown = useProgressiveCount(cards.length, { first: firstRow, step: 1 });
  return <SimpleGrid cols={COLUMNS}>{cards.slice(0, shown)}</SimpleGrid>;
}
