import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeAvailability } from '@common/contracts/practice';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { MeetingLinkForm } from './meeting-link-form';

const availability: PracticeAvailability = {
  timeZone: 'Asia/Kolkata',
  sessionMinutes: 30,
  bufferMinutes: 0,
  weekly: [],
  timeOff: [],
  nextSlots: [],
  meetingLinkTemplate: null,
  terms: { payAtVisit: true, freeCancellationHours: 24, lateCancellationFeePercent: 50 },
};

/** PUT /api/partner/meeting-link keeping what it is sent, as the server does. */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (url.pathname === '/api/partner/meeting-link' && init?.method === 'PUT') {
      const { template } = JSON.parse(String(init.body)) as { template: string | null };
      return json(200, { availability: { ...availability, meetingLinkTemplate: template } });
    }
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof serve>): unknown[] {
  return fetchMock.mock.calls.filter(([input]) => String(input) === '/api/partner/meeting-link').map(([, init]) => JSON.parse(String(init?.body)));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MeetingLinkForm', () => {
  it('says what is wrong with a template before sending anything, then saves a good one with a preview', { timeout: 20_000 }, async () => {
    const fetchMock = serve();
    renderAppScreen(<MeetingLinkForm saved={null} />);
    const field = await screen.findByLabelText(/Meeting link template/);
    fireEvent.change(field, { target: { value: 'http://meet.jit.si/guardians-{id}' } });
    expect(screen.getByText('The link must start with https:// so the call is encrypted on its way.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(sent(fetchMock)).toEqual([]);

    fireEvent.change(field, { target: { value: 'https://meet.jit.si/guardians-{consultationId}' } });
    expect(screen.getByText('A booking would get a link like https://meet.jit.si/guardians-3f2b8c1e-8d4a-4c55-9a51-0c7e2f0d9b11')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText('Saved. Every new booking gets its own link from it.')).toBeTruthy();
    expect(sent(fetchMock)).toEqual([{ template: 'https://meet.jit.si/guardians-{consultationId}' }]);
  });

  it('removes a saved template', { timeout: 20_000 }, async () => {
    const fetchMock = serve();
    renderAppScreen(<MeetingLinkForm saved="https://zoom.us/j/123?pwd=abc" />);
    expect(((await screen.findByLabelText(/Meeting link template/)) as HTMLInputElement).value).toBe('https://zoom.us/j/123?pwd=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Remove template' }));
    await waitFor(() => expect(sent(fetchMock)).toEqual([{ template: null }]));
    expect(await screen.findByText(/^Removed\./)).toBeTruthy();
    expect((screen.getByLabelText(/Meeting link template/) as HTMLInputElement).value).toBe('');
  });
});
