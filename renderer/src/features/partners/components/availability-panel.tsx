import { ActionIcon, Alert, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BUFFER_MINUTES_RANGE, minutesOfClock, SLOT_MINUTES_RANGE, WEEKDAY_NAMES, windowProblems } from '@common/availability';
import type { PracticeAvailability, WeeklyHours } from '@common/contracts/practice';
import { errorNoticeSentence, errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { addTimeOff, availabilityQueryOptions, removeTimeOff, saveAvailability, useAvailability } from '../api/practice-api';
import { ConsultationTermsForm } from './consultation-terms-form';
import { MeetingLinkForm } from './meeting-link-form';
import { dateTimeInZone } from './practice-time';
import { ErrorAlert } from '../../../ui/error-alert';
import type { Outcome } from '../../../ui/outcome-line';
import { OutcomeLine } from '../../../ui/outcome-line';

/** Monday first, as a practice's week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function timeZoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...known])];
}

/** Weekly hours in the practice's time zone, slot length and buffer, the video link, time off, and the slots customers will see. */
export function AvailabilityPanel() {
  const availability = useAvailability();
  if (availability.isPending) return <LoadingBlock label="Loading your availability…" />;
  if (availability.isError) {
    return (
      <ErrorNotice sentence={errorNoticeSentence(availability.error, 'Your availability could not be loaded.')} onRetry={() => void availability.refetch()} />
    );
  }
  return (
    <Stack gap="lg">
      <HoursForm
        key={JSON.stringify(availability.data.availability.weekly) + availability.data.availability.timeZone}
        availability={availability.data.availability}
      />
      <MeetingLinkForm saved={availability.data.availability.meetingLinkTemplate} />
      <ConsultationTermsForm saved={availability.data.availability.terms} />
      <TimeOffSection availability={availability.data.availability} />
      <NextSlots availability={availability.data.availability} />
    </Stack>
  );
}

function HoursForm({ availability }: { availability: PracticeAvailability }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(availability.timeZone);
  const [sessionMinutes, setSessionMinutes] = useState<number | string>(availability.sessionMinutes);
  const [bufferMinutes, setBufferMinutes] = useState<number | string>(availability.bufferMinutes);
  const [weekly, setWeekly] = useState<WeeklyHours[]>(availability.weekly);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Outcome | null>(null);
  const zones = useMemo(() => timeZoneNames(availability.timeZone), [availability.timeZone]);

  const problems = windowProblems(
    weekly.map((hours) => ({ weekday: hours.weekday, startMinute: minutesOfClock(hours.start) ?? -1, endMinute: minutesOfClock(hours.end) ?? -1 })),
  );

  function change(index: number, patch: Partial<WeeklyHours>) {
    setWeekly((current) => current.map((hours, at) => (at === index ? { ...hours, ...patch } : hours)));
  }

  async function save() {
    if (problems.length > 0) {
      setMessage({ kind: 'error', text: problems.join(' ') });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await saveAvailability(api, { timeZone, sessionMinutes: Number(sessionMinutes), bufferMinutes: Number(bufferMinutes), weekly });
      await queryClient.invalidateQueries(availabilityQueryOptions);
      setMessage({ kind: 'saved', text: 'Saved. Customers now see the new free slots; consultations already booked stay booked.' });
    } catch (caught) {
      setMessage({ kind: 'error', text: errorSentence(caught, 'Your hours could not be saved. Try again in a moment.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          Weekly hours
        </Title>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Time zone"
            description="Your hours are kept in this zone, so they follow its daylight-saving changes."
            data={zones}
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            searchable
            allowDeselect={false}
            limit={50}
            style={{ flex: '1 1 16rem' }}
          />
          <NumberInput
            label="Slot length (minutes)"
            min={SLOT_MINUTES_RANGE.min}
            max={SLOT_MINUTES_RANGE.max}
            step={5}
            value={sessionMinutes}
            onChange={setSessionMinutes}
            w={170}
          />
          <NumberInput
            label="Buffer after each (minutes)"
            min={BUFFER_MINUTES_RANGE.min}
            max={BUFFER_MINUTES_RANGE.max}
            step={5}
            value={bufferMinutes}
            onChange={setBufferMinutes}
            w={190}
          />
        </Group>
        {WEEK_ORDER.map((weekday) => (
          <Card key={weekday} withBorder padding="sm" radius="sm" component="fieldset" aria-label={WEEKDAY_NAMES[weekday]}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Text fw={600} w={110}>
                {WEEKDAY_NAMES[weekday]}
              </Text>
              <Stack gap={6} style={{ flex: '1 1 18rem' }}>
                {weekly.every((hours) => hours.weekday !== weekday) && (
                  <Text size="sm" c="dimmed">
                    Not bookable
                  </Text>
                )}
                {weekly.map((hours, index) =>
                  hours.weekday === weekday ? (
                    <Group key={index} gap="xs" wrap="nowrap">
                      <TextInput
                        type="time"
                        step={900}
                        aria-label={`${WEEKDAY_NAMES[weekday]} from`}
                        value={hours.start}
                        onChange={(event) => change(index, { start: event.currentTarget.value })}
                      />
                      <Text size="sm">to</Text>
                      <TextInput
                        type="time"
                        step={900}
                        aria-label={`${WEEKDAY_NAMES[weekday]} until`}
                        value={hours.end}
                        onChange={(event) => change(index, { end: event.currentTarget.value })}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${WEEKDAY_NAMES[weekday]} ${hours.start}–${hours.end}`}
                        onClick={() => setWeekly((current) => current.filter((_, at) => at !== index))}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  ) : null,
                )}
              </Stack>
              <Button size="xs" variant="light" onClick={() => setWeekly((current) => [...current, { weekday, start: '09:00', end: '13:00' }])}>
                Add hours
              </Button>
            </Group>
          </Card>
        ))}
        {problems.length > 0 && (
          <Alert color="orange" title="Check these hours">
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        )}
        <OutcomeLine outcome={message} />
        <Group>
          <Button type="submit" loading={saving}>
            Save hours
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TimeOffSection({ availability }: { availability: PracticeAvailability }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: string, action: () => Promise<unknown>, fallback: string) {
    setBusy(kind);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries(availabilityQueryOptions);
      return true;
    } catch (caught) {
      setError(errorSentence(caught, fallback));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function add() {
    const from = new Date(startsAt);
    const to = new Date(endsAt);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) {
      setError('Choose a start and an end after it.');
      return;
    }
    const added = await run(
      'add',
      () => addTimeOff(api, { startsAt: from.toISOString(), endsAt: to.toISOString(), ...(reason.trim() ? { reason: reason.trim() } : {}) }),
      'The time off could not be saved.',
    );
    if (added) {
      setStartsAt('');
      setEndsAt('');
      setReason('');
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="time-off-title">
      <Title order={2} size="h3" id="time-off-title">
        Time off
      </Title>
      {availability.timeOff.length === 0 && (
        <Text size="sm" c="dimmed">
          No time off planned.
        </Text>
      )}
      {availability.timeOff.map((off) => (
        <Group key={off.id} gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm">
            {dateTimeInZone(off.startsAt, availability.timeZone)} – {dateTimeInZone(off.endsAt, availability.timeZone)}
            {off.reason ? ` · ${off.reason}` : ''}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={busy === off.id}
            onClick={() => void run(off.id, () => removeTimeOff(api, off.id), 'The time off could not be removed.')}
          >
            Remove
          </Button>
        </Group>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="datetime-local"
            label="From"
            description="In this device's time"
            value={startsAt}
            onChange={(event) => setStartsAt(event.currentTarget.value)}
          />
          <TextInput type="datetime-local" label="Until" value={endsAt} onChange={(event) => setEndsAt(event.currentTarget.value)} />
          <TextInput label="Reason (optional)" maxLength={200} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          <Button type="submit" variant="light" loading={busy === 'add'}>
            Add time off
          </Button>
        </Group>
      </form>
      <ErrorAlert inline error={error} />
    </Stack>
  );
}

function NextSlots({ availability }: { availability: PracticeAvailability }) {
  const shown = availability.nextSlots.slice(0, 8);
  return (
    <Stack gap="xs" component="section" aria-labelledby="next-slots-title">
      <Title order={2} size="h3" id="next-slots-title">
        What customers can book
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No free slot in the next 14 days. Add weekly hours so customers can book you.
        </Text>
      ) : (
        <Text size="sm">
          {shown.map((slot) => dateTimeInZone(slot, availability.timeZone)).join(' · ')}
          {availability.nextSlots.length > shown.length ? ` and ${availability.nextSlots.length - shown.length} more` : ''}
        </Text>
      )}
    </Stack>
  );
}
