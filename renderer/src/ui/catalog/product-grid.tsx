import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Columns from each breakpoint up (Mantine's theme breakpoints); one column below the smallest. */
const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** Product cards: one column on a phone, up to four on a desktop. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={COLUMNS}>{children}</SimpleGrid>;
}
