import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../error-alert';

export interface ConsultationListViewProps {
  /** Why the list could not be loaded, or null. */
  errorText: string | null;
  loading: boolean;
  empty: boolean;
  /** One item per booking. */
  children: ReactNode;
}

/** The signed-in customer's consultations, soonest first; each item is given by the caller. */
export function ConsultationListView({ errorText, loading, empty, children }: ConsultationListViewProps) {
  if (errorText !== null) {
    return <ErrorAlert error={errorText} />;
  }
  if (loading) return <Text c="dimmed">Loading your consultations…</Text>;
  if (empty) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text c="dimmed">No consultations booked yet.</Text>
        <Button component={Link} to="/find-expert" variant="light" size="xs">
          Find an expert
        </Button>
      </Stack>
    );
  }
  return <Stack gap="sm">{children}</Stack>;
}
