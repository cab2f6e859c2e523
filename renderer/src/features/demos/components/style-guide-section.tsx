import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the style guide: a titled region with a sentence on when to use what it shows. */
export function StyleGuideSection({ id, title, about, children }: { id: string; title: string; about: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {about}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
