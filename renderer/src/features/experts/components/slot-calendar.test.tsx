import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpertSlotsResponse } from '@common/contracts/experts';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { SlotCalendar } from './slot-calendar';

// Tuesday 1 December 2026, 10:00 in New York: the visitor's zone. The expert works in Kolkata.
const NOW = '2026-12-01T15:00:00.000Z';
const VISITOR_ZONE = 'America/New_York';
const expert = { slug: 'dr-ananya-sharma', name: 'Dr. Ananya Sharma', timeZone: 'Asia/Kolkata' };

/** Thursday 3 December in New York: 9:30 AM, 11:00 AM, 6:00 PM; then Tuesday 8 and Thursday 10 at 9:30 AM. */
const DECEMBER = ['2026-12-03T14:30:00.000Z', '2026-12-03T16:00:00.000Z', '2026-12-03T23:00:00.000Z', '2026-12-08T14:30:00.000Z', '2026-12-10T14:30:00.000Z'];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The slots endpoint answering `byMonth` (YYYY-MM → slots), or failing `failures` times first. */
function serve(byMonth: Record<string, string[]>, options: { failures?: number } = {}) {
  let failures = options.failures ?? 0;
  const nextFree = Object.values(byMonth).flat().sort()[0] ?? null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (url.pathname === '/api/auth/me') return json(401, { error: 'Not signed in', code: 'UNAUTHENTICATED' });
    if (url.pathname === `/api/experts/${expert.slug}/slots`) {
      if (failures > 0) {
        failures -= 1;
        return json(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' });
      }
      const from = url.searchParams.get('from') ?? '';
      const body: ExpertSlotsResponse = {
        timeZone: url.searchParams.get('timeZone') ?? expert.timeZone,
        from,
        to: url.searchParams.get('to') ?? '',
        slots: byMonth[from.slice(0, 7)] ?? [],
        nextFree,
        bookableUntil: '2027-01-30T15:00:00.000Z',
      };
      return json(200, body);
    }
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calendar with the chosen slot kept as BookSlot keeps it. */
function Booking({ onChange }: { onChange?: (slot: string) => void }) {
  const [slot, setSlot] = useState<string | null>(null);
  return (
    <SlotCalendar
      expert={expert}
      value={slot}
      timeZone={VISITOR_ZONE}
      onChange={(chosen) => {
        setSlot(chosen);
        onChange?.(chosen);
      }}
    />
  );
}

function day(name: RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SlotCalendar', () => {
  it("asks for the visitor's month in their zone, marks the days with free times and disables the rest", { timeout: 20_000 }, async () => {
    const fetchMock = serve({ '2026-12': DECEMBER });
    renderAppScreen(<Booking />);
    expect(screen.getByRole('status').textContent).toBe('Loading free times…');
    const thursday = await screen.findByRole('button', { name: 'Thursday, December 3, 3 free times' });
    expect(thursday.hasAttribute('disabled')).toBe(false);
    expect(day(/^Wednesday, December 2, no free times/).hasAttribute('disabled')).toBe(true);
    expect(day(/^Tuesday, December 1, no free times, today$/).getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/slots'));
    expect(asked).toEqual(['/api/experts/dr-ananya-sharma/slots?from=2026-12-01&to=2026-12-31&timeZone=America%2FNew_York']);
  });

  it("lists a chosen day's times earliest first, in the visitor's zone with the expert's beside", { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    serve({ '2026-12': DECEMBER });
    renderAppScreen(<Booking onChange={onChange} />);
    expect(screen.getByText(/Times in your time zone, New York \(EST\), with Dr\. Ananya Sharma's, Kolkata \(IST\), beside\./)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Thursday, December 3, 3 free times' }));
    const times = screen.getByRole('radiogroup', { name: 'Free times on Thursday, December 3' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(DECEMBER.slice(0, 3));
    expect(within(times).getByLabelText('9:30 AM your time · 8:00 PM in Kolkata (IST)')).toBeTruthy();
    expect(within(times).getByLabelText('11:00 AM your time · 9:30 PM in Kolkata (IST)')).toBeTruthy();
    expect(within(times).getByLabelText('6:00 PM your time · 4:30 AM Fri in Kolkata (IST)')).toBeTruthy();
    fireEvent.click(within(times).getByLabelText('11:00 AM your time · 9:30 PM in Kolkata (IST)'));
    expect(onChange).toHaveBeenCalledWith('2026-12-03T16:00:00.000Z');
    expect(screen.getByText('Chosen: Thu, Dec 3, 11:00 AM your time.')).toBeTruthy();
  });

  it('chooses the earliest free time in one click, in whichever month it is', { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    serve({ '2026-12': [], '2027-01': ['2027-01-05T14:30:00.000Z', '2027-01-06T14:30:00.000Z'] });
    renderAppScreen(<Booking onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next free time: Tue, Jan 5, 9:30 AM' }));
    expect(onChange).toHaveBeenCalledWith('2027-01-05T14:30:00.000Z');
    expect(await screen.findByRole('table', { name: 'January 2027' })).toBeTruthy();
    const radio = await screen.findByLabelText('9:30 AM your time · 8:00 PM in Kolkata (IST)');
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(day(/^Tuesday, January 5, 1 free time$/).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when a month has no free time and goes on to the next, up to the booking horizon', { timeout: 20_000 }, async () => {
    serve({ '2026-12': [], '2027-01': ['2027-01-05T14:30:00.000Z'] });
    renderAppScreen(<Booking />);
    expect(await screen.findByText('No free times this month — try next month.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show January 2027' }));
    expect(await screen.findByRole('button', { name: 'Tuesday, January 5, 1 free time' })).toBeTruthy();
    // Sixty days from 1 December end in January: February is not open yet.
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'December 2026' })).toBeTruthy();
  });

  it('sends a visitor to another expert when no time is free within the horizon', { timeout: 20_000 }, async () => {
    serve({});
    renderAppScreen(<Booking />);
    expect(await screen.findByText('No free times in the next 60 days. Another expert may have time sooner.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find another expert' }).getAttribute('href')).toBe('/find-expert');
    expect(screen.queryByRole('button', { name: /^Next free time/ })).toBeNull();
  });

  it('moves between free days with the arrow keys, one day taking Tab at a time', { timeout: 20_000 }, async () => {
    serve({ '2026-12': DECEMBER });
    renderAppScreen(<Booking />);
    const third = await screen.findByRole('button', { name: 'Thursday, December 3, 3 free times' });
    const tabStops = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-day') && button.tabIndex === 0);
    expect(tabStops).toEqual([third]);

    third.focus();
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(/^Tuesday, December 8/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day(/^Thursday, December 10/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'End' });
    const tenth = day(/^Thursday, December 10/);
    expect(document.activeElement).toBe(tenth);
    expect(tenth.tabIndex).toBe(0);
    // A button: Enter and Space choose the focused day as a click does.
    fireEvent.click(tenth);
    expect(screen.getByRole('radiogroup', { name: 'Free times on Thursday, December 10' })).toBeTruthy();
  });

  it('says when the free times could not be loaded, and tries again on request', { timeout: 20_000 }, async () => {
    serve({ '2026-12': DECEMBER }, { failures: 1 });
    renderAppScreen(<Booking />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The free times could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Thursday, December 3, 3 free times' })).toBeTruthy();
  });
});
