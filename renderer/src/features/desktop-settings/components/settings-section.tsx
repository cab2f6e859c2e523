import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the Settings screen, named by its heading for screen readers. */
export function SettingsSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A settings form: Enter or its submit button runs `onSubmit`, and the page never reloads. */
export function SettingsForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
