import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';

/**
 * A page section's heading and the line under it that says what the section is for. `id` is the heading's, for the
 * section's aria-labelledby.
 */
export function SectionHeading({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </div>
  );
}
