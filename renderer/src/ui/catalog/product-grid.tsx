import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Product cards: one column on a phone, up to four on a desktop. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>{children}</SimpleGrid>;
}
