import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartNote, PracticeAvailability, PracticeConsultation } from '@common/contracts/practice';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AvailabilityPanel } from '../components/availability-panel';
import { ClientsPanel } from '../components/clients-panel';
import { TodayPanel } from '../components/today-panel';

const HOUR_MS = 3_600_000;

function consultation(overrides: Partial<PracticeConsultation> = {}): PracticeConsultation {
  const start = Date.now() - HOUR_MS / 2;
  return {
    id: 'c-1',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + HOUR_MS / 2).toISOString(),
    status: 'booked',
    client: { id: 'u-1', name: 'Ada Lovelace' },
    clientNotes: 'Tired in the afternoons.',
    joinUrl: null,
    noteCount: 0,
    ...overrides,
  };
}

interface PracticeState {
  consultations: PracticeConsultation[];
  notes: ChartNote[];
  availability: PracticeAvailability;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The practice API as the panels meet it, keeping what the practitioner changes. */
function serve(state: PracticeState) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (method === 'GET' && url.pathname === '/api/partner/consultations') {
      return json(200, { date: url.searchParams.get('date') ?? '2026-11-25', timeZone: 'Europe/London', consultations: state.consultations });
    }
    if (method === 'PATCH' && url.pathname === '/api/partner/consultations/c-1') {
      const current = state.consultations[0] ?? consultation();
      const updated = {
        ...current,
        ...(body.joinUrl !== undefined ? { joinUrl: body.joinUrl as string | null } : {}),
        ...(body.outcome ? { status: body.outcome as PracticeConsultation['status'] } : {}),
      };
      state.consultations = [updated];
      return json(200, { consultation: updated });
    }
    if (method === 'GET' && url.pathname === '/api/partner/consultations/c-1/notes') return json(200, { notes: state.notes });
    if (method === 'POST' && url.pathname === '/api/partner/consultations/c-1/notes') {
      const note: ChartNote = {
        id: 'n-1',
        consultationId: 'c-1',
        body: String(body.body),
        createdAt: '2026-11-25T10:00:00.000Z',
        updatedAt: '2026-11-25T10:00:00.000Z',
        signedAt: null,
        addenda: [],
      };
      state.notes = [note];
      return json(201, { note });
    }
    if (method === 'POST' && url.pathname === '/api/partner/notes/n-1/sign') {
      state.notes = state.notes.map((note) => ({ ...note, signedAt: '2026-11-25T10:05:00.000Z' }));
      return json(200, { note: state.notes[0] });
    }
    if (method === 'PUT' && url.pathname === '/api/partner/availability') {
      state.availability = { ...state.availability, ...(body as Partial<PracticeAvailability>) };
      return json(200, { availability: state.availability });
    }
    if (method === 'GET' && url.pathname === '/api/partner/availability') return json(200, { availability: state.availability });
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof serve>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET').toUpperCase() === method);
}

const availability: PracticeAvailability = {
  timeZone: 'Europe/London',
  sessionMinutes: 30,
  bufferMinutes: 0,
  weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
  timeOff: [],
  nextSlots: ['2026-11-30T09:00:00.000Z'],
  meetingLinkTemplate: null,
  terms: { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TodayPanel', () => {
  // A whole working flow through Mantine forms: jsdom takes seconds on a loaded 2-core machine.
  it("shows the day's consultations in the practice's zone, records an outcome and keeps a signed note", { timeout: 30_000 }, async () => {
    const state: PracticeState = { consultations: [consultation()], notes: [], availability };
    const fetchMock = serve(state);
    renderAppScreen(<TodayPanel />);
    const card = await screen.findByRole('article', { name: /with Ada Lovelace$/ });
    expect(screen.getByText(/Times in Europe\/London/)).toBeTruthy();
    expect(within(card).getByText('“Tired in the afternoons.”')).toBeTruthy();

    fireEvent.change(within(card).getByLabelText(/Join link/), { target: { value: 'https://meet.example.org/ada' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/partner/consultations/c-1')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/api/partner/consultations/c-1')[0]?.[1]?.body))).toEqual({
      joinUrl: 'https://meet.example.org/ada',
    });

    fireEvent.click(within(card).getByRole('button', { name: 'Mark completed' }));
    expect(await within(await screen.findByRole('article', { name: /with Ada Lovelace$/ })).findByText('Completed')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('article', { name: /with Ada Lovelace$/ })).getByRole('button', { name: /^Notes/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect((await screen.findByText('Write something first.')).textContent).toBe('Write something first.');
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Discussed morning light.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const draft = await screen.findByRole('article', { name: 'Draft note' });
    fireEvent.click(within(draft).getByRole('button', { name: 'Sign and lock' }));
    const signed = await screen.findByRole('article', { name: 'Signed note' });
    expect(within(signed).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(signed).getByRole('button', { name: 'Add addendum' })).toBeTruthy();
  });

  it('keeps the outcome buttons off until the consultation has started, and says why', async () => {
    serve({
      consultations: [consultation({ startsAt: new Date(Date.now() + HOUR_MS).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR_MS).toISOString() })],
      notes: [],
      availability,
    });
    renderAppScreen(<TodayPanel />);
    const card = await screen.findByRole('article', { name: /with Ada Lovelace$/ });
    expect((within(card).getByRole('button', { name: 'Mark completed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('The outcome can be recorded once the consultation has started.')).toBeTruthy();
  });

  it('says so when the day is empty', async () => {
    serve({ consultations: [], notes: [], availability });
    renderAppScreen(<TodayPanel />);
    expect(await screen.findByText(/No consultations on this day\./)).toBeTruthy();
  });
});

describe('AvailabilityPanel', () => {
  it('refuses overlapping hours before saving, then saves valid ones with the zone, slot length and buffer', { timeout: 30_000 }, async () => {
    const state: PracticeState = { consultations: [], notes: [], availability };
    const fetchMock = serve(state);
    renderAppScreen(<AvailabilityPanel />);
    const monday = await screen.findByRole('group', { name: 'Monday' });
    fireEvent.click(within(monday).getByRole('button', { name: 'Add hours' }));
    // The new window 09:00–13:00 overlaps 09:00–12:00.
    expect(await screen.findByText('Monday 09:00–12:00 overlaps 09:00–13:00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(callsTo(fetchMock, 'PUT', '/api/partner/availability')).toHaveLength(0);

    const froms = within(monday).getAllByLabelText('Monday from');
    const untils = within(monday).getAllByLabelText('Monday until');
    fireEvent.change(froms[1] as HTMLElement, { target: { value: '14:00' } });
    fireEvent.change(untils[1] as HTMLElement, { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/partner/availability')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/partner/availability')[0]?.[1]?.body))).toEqual({
      timeZone: 'Europe/London',
      sessionMinutes: 30,
      bufferMinutes: 0,
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '17:00' },
      ],
    });
  });
});

describe('ClientsPanel', () => {
  it("opens a consenting client's record with what the scopes allow and the tools other features bring", { timeout: 30_000 }, async () => {
    const client = { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', scopes: ['lab_results'], consentedAt: '2026-11-20T09:00:00.000Z' };
    const record = {
      client,
      assessments: null,
      orders: null,
      labResults: [
        {
          id: 'obs-1',
          labOrderId: 'lab-1',
          code: '62292-8',
          name: '25-hydroxyvitamin D (total)',
          ngPerMl: 24.5,
          nmolPerL: 61.15,
          enteredUnit: 'ng/mL',
          observedAt: '2026-11-24T08:00:00.000Z',
          band: { id: 'insufficient', label: 'Insufficient', bandSet: 'endocrine-society-2011', source: 'Endocrine Society', sourceDate: '2011' },
        },
      ],
      consultations: [{ id: 'c-9', startsAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-26T10:30:00.000Z', status: 'booked' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/partner/clients') return json(200, { clients: [client] });
        if (url.pathname === '/api/partner/clients/u-1') return json(200, record);
        return json(200, { available: true });
      }),
    );
    renderAppScreen(<ClientsPanel clientTools={(client) => <p>Tools for {client.id}</p>} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Ada Lovelace' }));
    const opened = await screen.findByRole('region', { name: "Ada Lovelace's record" });
    expect(await within(opened).findByText(/24\.5 ng\/mL \(61\.15 nmol\/L\) · Insufficient/)).toBeTruthy();
    expect(within(opened).getAllByText('Not shared with you.')).toHaveLength(2);
    expect(within(opened).getByText(/· Booked$/)).toBeTruthy();
    expect(screen.getByText('Tools for u-1')).toBeTruthy();
  });

  it("names a shared order's and a consultation's status in words, never as their raw values", async () => {
    const client = { id: 'u-2', name: 'Mary Somerville', email: 'mary@example.com', scopes: ['orders'], consentedAt: '2026-11-20T09:00:00.000Z' };
    const line = {
      productId: 'p-1',
      slug: 'd3',
      name: 'Vitamin D3',
      image: '/d3.webp',
      quantity: 1,
      unitPrice: 1999,
      originalUnitPrice: 1999,
      lineTotal: 1999,
    };
    const record = {
      client,
      assessments: null,
      orders: [{ id: 'o-1', status: 'pending_payment', lines: [line], total: 1999, currency: 'EUR', createdAt: '2026-11-24T08:00:00.000Z' }],
      labResults: null,
      consultations: [{ id: 'c-8', startsAt: '2026-11-23T10:00:00.000Z', endsAt: '2026-11-23T10:30:00.000Z', status: 'no_show' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/partner/clients') return json(200, { clients: [client] });
        if (url.pathname === '/api/partner/clients/u-2') return json(200, record);
        return json(200, { available: true });
      }),
    );
    renderAppScreen(<ClientsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Mary Somerville' }));
    const opened = await screen.findByRole('region', { name: "Mary Somerville's record" });
    expect(await within(opened).findByText(/1 × Vitamin D3 · Awaiting payment$/)).toBeTruthy();
    expect(within(opened).getByText(/· No-show$/)).toBeTruthy();
    expect(within(opened).queryByText(/pending_payment|no_show|no-show/)).toBeNull();
  });
});
