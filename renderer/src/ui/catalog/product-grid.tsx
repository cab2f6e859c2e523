import type { MantineBreakpoint } from '@mantine/core';
import { SimpleGrid, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { Children, useState } from 'react';
import { useProgressiveCount } from '../progressive';

/** Columns from each breakpoint up (Mantine's theme breakpoints); one column below the smallest. */
const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** The grid's columns at the window's width now: its first row. Where nothing can be asked, the widest. */
function columnsNow(breakpoints: Record<MantineBreakpoint, string>): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return COLUMNS.lg;
  const widest = (['lg', 'md', 'xs'] as const).find((size) => window.matchMedia(`(min-width: ${breakpoints[size]})`).matches);
  return widest ? COLUMNS[widest] : COLUMNS.base;
}

/**
 * Product cards: one column on a phone, up to four on a desktop; when many arrive at once, the first row at once (one
 * card on a phone) and then a card per task (a card is 30–60 ms of a phone's main thread at 4× CPU: a row of four was a
 * task of 150–250 ms).
 */
export function ProductGrid({ children }: { children: ReactNode }) {
  const theme = useMantineTheme();
  const cards = Children.toArray(children);
  const [firstRow] = useState(() => columnsNow(theme.breakpoints));
  const shown = useProgressiveCount(cards.length, { first: firstRow, step: 1 });
  return <SimpleGrid cols={COLUMNS}>{cards.slice(0, shown)}</SimpleGrid>;
}
