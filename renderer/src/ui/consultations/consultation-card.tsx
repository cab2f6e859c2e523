import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Consultation } from '@common/contracts/experts';
import { formatPrice } from '../money';
import { SlotPicker } from './slot-picker';
import { formatSlot } from './slot-time';
import { ErrorAlert } from '../error-alert';

/** The free slots a booking may move to: loading, failed, or the expert's next slots. */
export type RescheduleSlots = { status: 'loading' } | { status: 'error' } | { status: 'ready'; slots: string[] };

export interface ConsultationCardProps {
  consultation: Consultation;
  /** The booking's calendar file (.ics) to download. */
  calendarHref: string;
  /** Booked and not started yet: it can be cancelled or moved. */
  upcoming: boolean;
  rescheduling: boolean;
  slots: RescheduleSlots;
  newSlot: string | null;
  busy: boolean;
  error: string | null;
  onStartRescheduling: () => void;
  onStopRescheduling: () => void;
  onNewSlot: (slot: string) => void;
  onCancel: () => void;
  onMove: (slot: string) => void;
}

/** Statuses that say more than "booked": the practitioner recorded how it went, or it was cancelled. */
const STATUS_LABELS: Partial<Record<Consultation['status'], string>> = { cancelled: 'Cancelled', completed: 'Completed', no_show: 'Missed' };
const STATUS_COLORS: Partial<Record<Consultation['status'], string>> = { cancelled: 'gray', completed: 'blue', no_show: 'orange' };

/** One booking, with cancel and reschedule while it has not started. */
export function ConsultationCard(props: ConsultationCardProps) {
  const { consultation, upcoming, rescheduling, slots, newSlot, busy, error } = props;
  // The call's link matters most while it runs, after the start: shown until the booked end.
  const joinUrl = consultation.status === 'booked' && Date.parse(consultation.endsAt) > Date.now() ? consultation.joinUrl : null;
  return (
    <Card withBorder radius="md" data-testid="consultation">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={`/expert/${consultation.expert.slug}`} fw={600}>
            {consultation.expert.name}
          </Anchor>
          <Badge color={STATUS_COLORS[consultation.status] ?? (upcoming ? 'teal' : 'blue')}>
            {STATUS_LABELS[consultation.status] ?? (upcoming ? 'Booked' : 'Past')}
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
        {joinUrl && (
          <Anchor href={joinUrl} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
            Join the video call
          </Anchor>
        )}
        {upcoming && !rescheduling && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={props.onStartRescheduling}>
              Reschedule
            </Button>
            <Button size="xs" variant="default" component="a" href={props.calendarHref} download>
              Add to calendar
            </Button>
            <Button size="xs" variant="subtle" color="red" loading={busy} onClick={props.onCancel}>
              Cancel booking
            </Button>
          </Group>
        )}
        {rescheduling && (
          <Stack gap="xs">
            {slots.status === 'ready' ? (
              <SlotPicker slots={slots.slots} value={newSlot} onChange={props.onNewSlot} />
            ) : (
              <Text size="sm" c="dimmed">
                {slots.status === 'error' ? 'The free slots could not be loaded.' : 'Loading free slots…'}
              </Text>
            )}
            <Group gap="xs">
              <Button size="xs" disabled={newSlot === null} loading={busy} onClick={() => newSlot && props.onMove(newSlot)}>
                Move booking
              </Button>
              <Button size="xs" variant="default" onClick={props.onStopRescheduling}>
                Keep the time
              </Button>
            </Group>
          </Stack>
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}
