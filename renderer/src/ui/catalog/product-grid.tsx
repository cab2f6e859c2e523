import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Children } from 'react';
import { useProgressiveCount } from '../progressive';

/** Product cards: one column on a phone, up to four on a desktop; a row at a time when many arrive at once. */
export function ProductGrid({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  const shown = useProgressiveCount(cards.length);
  return <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>{cards.slice(0, shown)}</SimpleGrid>;
}
