import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessLogEntry, CareConsent, CareInvitation } from '@common/contracts/care';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { accessSentence, SharingSection } from './sharing-section';

const doctor = { userId: 'user-dr', expertId: 'expert-dr', name: 'Dr Ananya Sharma', profession: 'doctor' as const };

const invitation: CareInvitation = {
  id: 'inv-1',
  practitioner: doctor,
  email: 'ada@example.com',
  message: 'Could I see your scores before our call?',
  status: 'pending',
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-24T10:00:00.000Z',
};

function consent(scopes: CareConsent['scopes']): CareConsent {
  return {
    id: 'consent-1',
    practitioner: doctor,
    scopes,
    status: 'active',
    grantedAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    revokedAt: null,
  };
}

const read: AccessLogEntry = { id: 'log-1', practitioner: doctor, scopes: ['assessments'], readAt: '2026-11-25T15:04:00.000Z' };

/** The care API as the section meets it, keeping what the customer shares. */
function serve(state: { invitations: CareInvitation[]; consents: CareConsent[]; entries: AccessLogEntry[] } | 'failing') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (state === 'failing') return json(500, { error: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
    if (method === 'GET' && url.pathname === '/api/care/invitations') return json(200, { invitations: state.invitations });
    if (method === 'GET' && url.pathname === '/api/care/consents') return json(200, { consents: state.consents });
    if (method === 'GET' && url.pathname === '/api/care/access-log') return json(200, { entries: state.entries });
    if (method === 'POST' && url.pathname === '/api/care/invitations/inv-1/accept') {
      const { scopes } = JSON.parse(String(init?.body)) as { scopes: CareConsent['scopes'] };
      state.invitations = [];
      state.consents = [consent(scopes)];
      return json(201, { consent: state.consents[0] });
    }
    if (method === 'POST' && url.pathname === '/api/care/invitations/inv-1/decline') {
      state.invitations = [];
      return json(200, { invitation: { ...invitation, status: 'declined' } });
    }
    if (method === 'DELETE' && url.pathname === '/api/care/consents/consent-1') {
      const revoked = { ...consent(['orders']), status: 'revoked', revokedAt: '2026-11-25T16:00:00.000Z' };
      state.consents = [revoked as CareConsent];
      return json(200, { consent: revoked });
    }
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof serve>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET').toUpperCase() === method);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SharingSection', () => {
  it('says plainly when there is nothing shared, no invitation and no read', async () => {
    serve({ invitations: [], consents: [], entries: [] });
    renderAppScreen(<SharingSection />);
    expect(await screen.findByText(/No invitations\./)).toBeTruthy();
    expect(await screen.findByText('You are not sharing anything with a practitioner.')).toBeTruthy();
    expect(await screen.findByText('No practitioner has looked at your data.')).toBeTruthy();
  });

  it('accepts an invitation with only what the customer ticked: nothing is ticked at first', async () => {
    const fetchMock = serve({ invitations: [invitation], consents: [], entries: [] });
    renderAppScreen(<SharingSection />);
    const card = await screen.findByRole('article', { name: 'Invitation from Dr Ananya Sharma' });
    expect(within(card).getByText('“Could I see your scores before our call?”')).toBeTruthy();
    const boxes = within(card).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);

    fireEvent.click(within(card).getByRole('button', { name: 'Accept and share' }));
    expect(within(card).getByRole('alert').textContent).toBe('Tick at least one thing to share, or decline the invitation.');
    expect(callsTo(fetchMock, 'POST', '/api/care/invitations/inv-1/accept')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('checkbox', { name: 'Assessments' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Accept and share' }));
    const shared = await screen.findByRole('article', { name: 'Shared with Dr Ananya Sharma' });
    expect(within(shared).getByText('Assessments')).toBeTruthy();
    expect(within(shared).queryByText('Orders')).toBeNull();
    const [call] = callsTo(fetchMock, 'POST', '/api/care/invitations/inv-1/accept');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ scopes: ['assessments'] });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Invitation from Dr Ananya Sharma' })).toBeNull());
  });

  it('declines an invitation without sharing anything', async () => {
    const fetchMock = serve({ invitations: [invitation], consents: [], entries: [] });
    renderAppScreen(<SharingSection />);
    const card = await screen.findByRole('article', { name: 'Invitation from Dr Ananya Sharma' });
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/No invitations\./)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/care/invitations/inv-1/decline')).toHaveLength(1);
    expect(screen.getByText('You are not sharing anything with a practitioner.')).toBeTruthy();
  });

  it("shows what is shared with whom and stops sharing on 'Stop sharing'", async () => {
    const fetchMock = serve({ invitations: [], consents: [consent(['assessments', 'orders'])], entries: [] });
    renderAppScreen(<SharingSection />);
    const shared = await screen.findByRole('article', { name: 'Shared with Dr Ananya Sharma' });
    expect(within(shared).getByText('Dr Ananya Sharma · Doctor')).toBeTruthy();
    expect(within(shared).getByText('Orders')).toBeTruthy();
    fireEvent.click(within(shared).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('You are not sharing anything with a practitioner.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/care/consents/consent-1')).toHaveLength(1);
  });

  it('lists every read as a sentence', async () => {
    serve({ invitations: [], consents: [], entries: [read, { ...read, id: 'log-2', scopes: ['assessments', 'orders', 'lab_results'] }] });
    renderAppScreen(<SharingSection />);
    expect(await screen.findByText(accessSentence(read))).toBeTruthy();
    expect(accessSentence({ ...read, readAt: new Date(2026, 10, 25, 15, 4).toISOString() })).toBe(
      'Dr Ananya Sharma viewed your assessments on Nov 25, 2026, 3:04 PM',
    );
    expect(accessSentence({ ...read, scopes: ['assessments', 'orders', 'lab_results'] })).toMatch(
      /^Dr Ananya Sharma viewed your assessments, orders, and lab results on /,
    );
  });

  it('says what failed and offers to try again when the server cannot answer', async () => {
    const fetchMock = serve('failing');
    renderAppScreen(<SharingSection />);
    expect(await screen.findByText('Invitations could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('What you share could not be loaded')).toBeTruthy();
    expect(await screen.findByText('The access log could not be loaded')).toBeTruthy();
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
  });
});
