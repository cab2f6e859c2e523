import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_HORIZON_DAYS } from '@common/contracts/experts';
import type { ExpertDetail } from '@common/contracts/experts';
import { errorNoticeSentence } from '../../../api/error-texts';
import { ErrorNotice } from '../../../ui/query-status';
import { useExpertSlots } from '../api/get-expert-slots';
import { addMonths, dayInZone, firstDayOf, lastDayOf, monthName, monthOf, slotsByDay } from './calendar-days';
import { DayTimes } from './day-times';
import { MonthGrid } from './month-grid';
import { dayAndTime, visitorTimeZone, zoneAbbreviation, zonePlace } from './zone-time';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SlotCalendarProps {
  expert: Pick<ExpertDetail, 'slug' | 'name' | 'timeZone'>;
  /** The chosen slot start (UTC), or null. */
  value: string | null;
  onChange: (slot: string) => void;
  /** The visitor's IANA zone: the browser's when not given. */
  timeZone?: string | undefined;
}

/**
 * An expert's free times as a month to pick a day from (issue 44), in the visitor's zone with the expert's beside it,
 * and the earliest free time one click away. Months open up to the booking horizon.
 */
export function SlotCalendar({ expert, value, onChange, timeZone: givenZone }: SlotCalendarProps) {
  const [timeZone] = useState(() => givenZone ?? visitorTimeZone());
  const [openedAt] = useState(() => Date.now());
  const today = dayInZone(openedAt, timeZone);
  const lastMonth = monthOf(dayInZone(openedAt + BOOKING_HORIZON_DAYS * DAY_MS, timeZone));
  const [month, setMonth] = useState(monthOf(today));
  const [day, setDay] = useState<string | null>(null);
  const slots = useExpertSlots(expert.slug, { from: firstDayOf(month), to: lastDayOf(month), timeZone });
  const byDay = useMemo(() => slotsByDay(slots.data?.slots ?? [], timeZone), [slots.data, timeZone]);
  const freeTimes = useMemo(() => new Map([...byDay].map(([date, times]) => [date, times.length])), [byDay]);
  const nextFree = slots.data?.nextFree ?? null;
  const dayTimes = day === null ? [] : (byDay.get(day) ?? []);
  const zonesNote =
    `Times in your time zone, ${zonePlace(timeZone)} (${zoneAbbreviation(openedAt, timeZone)}), with ${expert.name}'s, ` +
    `${zonePlace(expert.timeZone)} (${zoneAbbreviation(openedAt, expert.timeZone)}), beside.`;

  /** Another month; the chosen time's day stays open when it is in that month. */
  function showMonth(next: string) {
    setMonth(next);
    const chosenDay = value === null ? null : dayInZone(value, timeZone);
    setDay(chosenDay !== null && monthOf(chosenDay) === next ? chosenDay : null);
  }

  function choose(slot: string) {
    const slotDay = dayInZone(slot, timeZone);
    setMonth(monthOf(slotDay));
    setDay(slotDay);
    onChange(slot);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {zonesNote}
      </Text>
      {nextFree !== null && (
        // Wraps on a narrow phone rather than running past the screen's edge.
        <Button variant="light" w="fit-content" maw="100%" h="auto" py={6} styles={{ label: { whiteSpace: 'normal' } }} onClick={() => choose(nextFree)}>
          Next free time: {dayAndTime(nextFree, timeZone)}
        </Button>
      )}
      <Group justify="space-between" wrap="nowrap" maw="22rem">
        <ActionIcon variant="default" size="lg" aria-label="Previous month" disabled={month <= monthOf(today)} onClick={() => showMonth(addMonths(month, -1))}>
          ‹
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {monthName(month)}
        </Text>
        <ActionIcon variant="default" size="lg" aria-label="Next month" disabled={month >= lastMonth} onClick={() => showMonth(addMonths(month, 1))}>
          ›
        </ActionIcon>
      </Group>
      {slots.isError ? (
        <ErrorNotice
          title="The free times could not be loaded"
          sentence={errorNoticeSentence(slots.error, 'Check your connection and try again.')}
          onRetry={() => void slots.refetch()}
        />
      ) : (
        <MonthGrid month={month} freeTimes={freeTimes} selected={day} today={today} busy={!slots.data} onSelect={setDay} />
      )}
      {slots.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Loading free times…
        </Text>
      )}
      {slots.data?.slots.length === 0 && (
        <EmptyMonth hasLater={nextFree !== null} nextMonth={month < lastMonth ? addMonths(month, 1) : null} onShow={showMonth} />
      )}
      {slots.data && slots.data.slots.length > 0 && day !== null && dayTimes.length > 0 && (
        <DayTimes day={day} slots={dayTimes} value={value} onChange={onChange} visitorZone={timeZone} expertZone={expert.timeZone} />
      )}
      {slots.data && slots.data.slots.length > 0 && (day === null || dayTimes.length === 0) && (
        <Text size="sm" c="dimmed">
          Choose a marked day to see its free times.
        </Text>
      )}
      <Text size="sm" fw={500} aria-live="polite">
        {value === null ? '' : `Chosen: ${dayAndTime(value, timeZone)} your time.`}
      </Text>
    </Stack>
  );
}

/** A month without a free time: on to the next one while the horizon allows, else to another expert when none is free. */
function EmptyMonth({ hasLater, nextMonth, onShow }: { hasLater: boolean; nextMonth: string | null; onShow: (month: string) => void }) {
  if (!hasLater) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">No free times in the next {BOOKING_HORIZON_DAYS} days. Another expert may have time sooner.</Text>
        <Button component={Link} to="/find-expert" variant="default" size="xs">
          Find another expert
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{nextMonth ? 'No free times this month — try next month.' : 'No free times this month. The next free time is above.'}</Text>
      {nextMonth && (
        <Button variant="default" size="xs" onClick={() => onShow(nextMonth)}>
          Show {monthName(nextMonth)}
        </Button>
      )}
    </Stack>
  );
}
