import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorSentence } from '../../api/error-texts';
import { useConsultations } from './api/get-consultations';
import { ConsultationItem } from './consultation-item';

/** The signed-in customer's consultations, soonest first, each with cancel and reschedule. */
export function ConsultationList() {
  const consultations = useConsultations({ enabled: true });
  if (consultations.isError) {
    return (
      <Alert color="red" role="alert">
        {errorSentence(consultations.error, 'Your consultations could not be loaded. Try again in a moment.')}
      </Alert>
    );
  }
  if (!consultations.data) return <Text c="dimmed">Loading your consultations…</Text>;
  if (consultations.data.consultations.length === 0) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text c="dimmed">No consultations booked yet.</Text>
        <Button component={Link} to="/find-expert" variant="light" size="xs">
          Find an expert
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {consultations.data.consultations.map((consultation) => (
        <ConsultationItem key={consultation.id} consultation={consultation} />
      ))}
    </Stack>
  );
}
