import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsultationOutcome, PracticeConsultation } from '@common/contracts/practice';
import { errorNoticeSentence, errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { practiceDayQueryOptions, updateConsultation, usePracticeDay } from '../api/practice-api';
import { ConsultationNotes } from './consultation-notes';
import { longDay, shiftDay, timeInZone } from './practice-time';
import { ErrorAlert } from '../../../ui/error-alert';

const STATUS_LABELS: Readonly<Record<PracticeConsultation['status'], string>> = {
  booked: 'Booked',
  cancelled: 'Cancelled by the client',
  completed: 'Completed',
  no_show: 'No-show',
};
const STATUS_COLORS: Readonly<Record<PracticeConsultation['status'], string>> = { booked: 'teal', cancelled: 'gray', completed: 'blue', no_show: 'orange' };

/** The day's consultations in the practitioner's time zone: join link, outcome, chart notes. */
export function TodayPanel() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const day = usePracticeDay(date);
  const shown = date ?? day.data?.date;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {shown ? longDay(shown) : 'Today'}
          </Title>
          {day.data && (
            <Text size="sm" c="dimmed">
              Times in {day.data.timeZone}, your practice's time zone (set it under Availability).
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={!shown} onClick={() => shown && setDate(shiftDay(shown, -1))}>
            ← Previous day
          </Button>
          <Button variant="default" size="xs" disabled={date === undefined} onClick={() => setDate(undefined)}>
            Today
          </Button>
          <Button variant="default" size="xs" disabled={!shown} onClick={() => shown && setDate(shiftDay(shown, 1))}>
            Next day →
          </Button>
        </Group>
      </Group>
      {day.isPending && <LoadingBlock label="Loading your consultations…" />}
      {day.isError && <ErrorNotice sentence={errorNoticeSentence(day.error, 'Your consultations could not be loaded.')} onRetry={() => void day.refetch()} />}
      {day.data?.consultations.length === 0 && (
        <Text c="dimmed">No consultations on this day. Customers book the free slots of your availability from your expert page.</Text>
      )}
      {day.data?.consultations.map((consultation) => (
        <ConsultationCard key={consultation.id} consultation={consultation} timeZone={day.data.timeZone} date={date} />
      ))}
    </Stack>
  );
}

function ConsultationCard({ consultation, timeZone, date }: { consultation: PracticeConsultation; timeZone: string; date: string | undefined }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [joinUrl, setJoinUrl] = useState(consultation.joinUrl ?? '');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showNotes, setShowNotes] = useState(false);
  const started = Date.parse(consultation.startsAt) <= Date.now();
  const open = consultation.status !== 'cancelled';

  async function change(kind: string, request: { joinUrl?: string | null; outcome?: ConsultationOutcome }) {
    setBusy(kind);
    setError(null);
    try {
      await updateConsultation(api, consultation.id, request);
      await queryClient.invalidateQueries(practiceDayQueryOptions(date));
    } catch (caught) {
      setError(errorSentence(caught, 'The change could not be saved. Try again in a moment.'));
    } finally {
      setBusy(null);
    }
  }

  const time = `${timeInZone(consultation.startsAt, timeZone)}–${timeInZone(consultation.endsAt, timeZone)}`;
  return (
    <Card withBorder radius="md" component="article" aria-label={`${time} with ${consultation.client.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {time} · {consultation.client.name}
          </Text>
          <Badge color={STATUS_COLORS[consultation.status]}>{STATUS_LABELS[consultation.status]}</Badge>
        </Group>
        {consultation.clientNotes && <Text size="sm">“{consultation.clientNotes}”</Text>}
        {open && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void change('link', { joinUrl: joinUrl.trim() === '' ? null : joinUrl.trim() });
            }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label="Join link"
                description="The https link of the video call; the client sees it with the booking. Bookings made while you have a meeting link template (Availability) get one from it."
                placeholder="https://"
                type="url"
                value={joinUrl}
                onChange={(event) => setJoinUrl(event.currentTarget.value)}
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" variant="light" loading={busy === 'link'} disabled={busy !== null}>
                Save link
              </Button>
            </Group>
          </form>
        )}
        {consultation.joinUrl && (
          <Anchor href={consultation.joinUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Join the call
          </Anchor>
        )}
        <ErrorAlert inline error={error} />
        <Group gap="xs" wrap="wrap">
          {open && (
            <>
              <Button
                size="xs"
                variant="light"
                onClick={() => void change('completed', { outcome: 'completed' })}
                disabled={!started || busy !== null}
                loading={busy === 'completed'}
              >
                Mark completed
              </Button>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => void change('no_show', { outcome: 'no_show' })}
                disabled={!started || busy !== null}
                loading={busy === 'no_show'}
              >
                Mark no-show
              </Button>
            </>
          )}
          <Button size="xs" variant="default" onClick={() => setShowNotes((shown) => !shown)} aria-expanded={showNotes}>
            {showNotes ? 'Hide notes' : `Notes (${consultation.noteCount})`}
          </Button>
        </Group>
        {open && !started && (
          <Text size="xs" c="dimmed">
            The outcome can be recorded once the consultation has started.
          </Text>
        )}
        {showNotes && <ConsultationNotes consultationId={consultation.id} />}
      </Stack>
    </Card>
  );
}
