import { ActionIcon } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { addDays, dayName, monthName, monthOf, monthWeeks } from './calendar-days';
import classes from './month-grid.module.css';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

export interface MonthGridProps {
  /** YYYY-MM. */
  month: string;
  /** How many free times each day of the month has; a day missing here is disabled. */
  freeTimes: ReadonlyMap<string, number>;
  selected: string | null;
  today: string;
  /** While the month's free times load: every day is disabled. */
  busy: boolean;
  onSelect: (day: string) => void;
}

function dayLabel(day: string, free: number | undefined, today: string): string {
  const times = free === undefined ? 'loading' : free === 0 ? 'no free times' : `${free} free ${free === 1 ? 'time' : 'times'}`;
  return `${dayName(day)}, ${times}${day === today ? ', today' : ''}`;
}

/**
 * A month of days, Monday first: a day with free times is a button, the others are disabled. One day at a time takes
 * Tab (the chosen one, else the first free), and the arrow keys move between free days as in a date picker: left and
 * right to the previous or next, up and down a week, Home and End to the month's first and last.
 */
export function MonthGrid({ month, freeTimes, selected, today, busy, onSelect }: MonthGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const open = (day: string | null): day is string => day !== null && !busy && (freeTimes.get(day) ?? 0) > 0;
  const openDays = monthWeeks(month).flat().filter(open);
  const tabStop = [focused, selected].find((day) => open(day) && monthOf(day) === month) ?? openDays[0] ?? null;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const later = (step: number) => {
      for (let next = addDays(day, step); monthOf(next) === month; next = addDays(next, step > 0 ? 1 : -1)) if (open(next)) return next;
      return undefined;
    };
    const targets: Record<string, () => string | undefined> = {
      ArrowRight: () => later(1),
      ArrowLeft: () => later(-1),
      ArrowDown: () => later(7),
      ArrowUp: () => later(-7),
      Home: () => openDays[0],
      End: () => openDays.at(-1),
    };
    const find = targets[event.key];
    if (!find) return;
    event.preventDefault();
    const target = find();
    if (!target) return;
    setFocused(target);
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  }

  return (
    // Named for screen readers by the month; sighted visitors read it in the heading beside the arrows.
    <table ref={table} className={classes.grid} aria-busy={busy} aria-label={monthName(month)}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={long} scope="col" className={classes.weekday}>
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find((day) => day !== null)}>
            {week.map((day, column) => (
              <td key={day ?? `empty-${column}`} className={classes.cell}>
                {day !== null && (
                  <ActionIcon
                    data-day={day}
                    size={40}
                    radius="xl"
                    variant={day === selected ? 'filled' : open(day) ? 'light' : 'subtle'}
                    color={open(day) || day === selected ? undefined : 'gray'}
                    className={day === today ? classes.today : undefined}
                    disabled={!open(day)}
                    tabIndex={day === tabStop ? 0 : -1}
                    aria-label={dayLabel(day, busy ? undefined : (freeTimes.get(day) ?? 0), today)}
                    aria-pressed={day === selected}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => {
                      setFocused(day);
                      onSelect(day);
                    }}
                    onKeyDown={(event) => moveFocus(event, day)}
                  >
                    {Number(day.slice(8))}
                  </ActionIcon>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
