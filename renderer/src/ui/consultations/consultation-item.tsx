import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Consultation } from '../../../../common/contracts/experts';
import { ApiError } from '../../api/api-error';
import { errorSentence } from '../../api/error-texts';
import { formatPrice } from '../money';
import { cancelConsultation } from './api/cancel-consultation';
import { CONSULTATIONS_QUERY_KEY } from './api/get-consultations';
import { expertQueryOptions, useExpert } from './api/get-expert';
import { rescheduleConsultation } from './api/reschedule-consultation';
import { SlotPicker } from './slot-picker';
import { formatSlot } from './slot-time';

/** One booking, with cancel and reschedule while it has not started. */
export function ConsultationItem({ consultation }: { consultation: Consultation }) {
  const queryClient = useQueryClient();
  const [rescheduling, setRescheduling] = useState(false);
  const [newSlot, setNewSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expert = useExpert(rescheduling ? consultation.expert.slug : null);
  const upcoming = consultation.status === 'booked' && new Date(consultation.startsAt).getTime() > Date.now();

  async function run(action: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setRescheduling(false);
      setNewSlot(null);
      await queryClient.invalidateQueries({ queryKey: CONSULTATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: expertQueryOptions(consultation.expert.slug).queryKey });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'SLOT_TAKEN') {
        setError('Someone has just booked that slot. The free slots are updated: choose another.');
        setNewSlot(null);
        void queryClient.invalidateQueries({ queryKey: expertQueryOptions(consultation.expert.slug).queryKey });
      } else {
        setError(errorSentence(caught, fallback));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" data-testid="consultation">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={`/expert/${consultation.expert.slug}`} fw={600}>
            {consultation.expert.name}
          </Anchor>
          <Badge color={consultation.status === 'cancelled' ? 'gray' : upcoming ? 'teal' : 'blue'}>
            {consultation.status === 'cancelled' ? 'Cancelled' : upcoming ? 'Booked' : 'Past'}
          </Badge>
        </Group>
        <Text size="sm">
          {formatSlot(consultation.startsAt)} · {formatPrice(consultation.price, consultation.currency)}
        </Text>
        {consultation.notes && (
          <Text size="sm" c="dimmed">
            {consultation.notes}
          </Text>
        )}
        {upcoming && !rescheduling && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setRescheduling(true)}>
              Reschedule
            </Button>
            <Button size="xs" variant="subtle" color="red" loading={busy} onClick={() => void run(() => cancelConsultation(consultation.id), 'The booking could not be cancelled. Try again.')}>
              Cancel booking
            </Button>
          </Group>
        )}
        {rescheduling && (
          <Stack gap="xs">
            {expert.data ? (
              <SlotPicker slots={expert.data.expert.nextSlots} value={newSlot} onChange={setNewSlot} />
            ) : (
              <Text size="sm" c="dimmed">
                {expert.isError ? 'The free slots could not be loaded.' : 'Loading free slots…'}
              </Text>
            )}
            <Group gap="xs">
              <Button
                size="xs"
                disabled={newSlot === null}
                loading={busy}
                onClick={() => newSlot && void run(() => rescheduleConsultation(consultation.id, { startsAt: newSlot }), 'The booking could not be moved. Try again.')}
              >
                Move booking
              </Button>
              <Button size="xs" variant="default" onClick={() => setRescheduling(false)}>
                Keep the time
              </Button>
            </Group>
          </Stack>
        )}
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
