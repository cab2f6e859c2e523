import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Protocol } from '@common/contracts/protocols';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { SendPlanForm } from './send-plan-form';

const item = {
  productId: 'p-1',
  quantity: 1,
  dose: '1 capsule',
  frequency: 'once a day',
  timing: '',
  durationDays: 30,
  notes: '',
  productName: 'Omega-3 Fish Oil',
  productSlug: 'omega-3-fish-oil-1000mg',
  image: '',
  unitPrice: 47_500,
  available: true,
};

const published: Protocol = {
  id: 'proto-1',
  name: 'Heart basics',
  guardian: 'angio',
  durationDays: 30,
  status: 'published',
  items: [item],
  currency: 'INR',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  duplicatedFrom: null,
};

const warning = {
  productId: 'p-1',
  productName: 'Omega-3 Fish Oil',
  medicine: 'warfarin',
  source: 'medicines',
  text: 'Omega-3 can add to the effect of warfarin on bleeding. Check with the client before they take it.',
};

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (method === 'GET' && url.pathname === '/api/partner/protocols') return json(200, { protocols: [published] });
    if (method === 'GET' && url.pathname === '/api/partner/clients/client-1/plans') return json(200, { plans: [] });
    if (method === 'POST' && url.pathname === '/api/partner/clients/client-1/plans/preview') {
      return json(200, { items: [item], total: 47_500, currency: 'INR', warnings: [warning] });
    }
    if (method === 'POST' && url.pathname === '/api/partner/clients/client-1/plans') {
      return json(201, {
        plan: {
          id: 'plan-1',
          title: 'Heart basics',
          message: '',
          practitioner: { userId: 'u', expertId: null, name: 'Dr X', profession: 'doctor' },
          clientId: 'client-1',
          protocolId: 'proto-1',
          items: [item],
          total: 47_500,
          currency: 'INR',
          status: 'sent',
          sentAt: '2026-11-25T10:00:00.000Z',
          viewedAt: null,
          orderedAt: null,
          orderId: null,
          checkInOpen: false,
          checkIn: null,
          warnings: [warning],
        },
        warnings: [warning],
      });
    }
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SendPlanForm', () => {
  it('shows the interaction warning on review, before anything is sent, then sends the protocol with the message', async () => {
    const fetchMock = serve();
    renderAppScreen(<SendPlanForm clientId="client-1" />);
    const section = await screen.findByRole('region', { name: 'Send a plan' });
    expect((within(section).getByRole('button', { name: 'Send plan' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Review plan' }));
    expect(within(section).getByRole('alert').textContent).toBe('Choose a published protocol.');

    fireEvent.click(await within(section).findByRole('textbox', { name: 'Protocol' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Heart basics' }));
    fireEvent.change(within(section).getByLabelText('Message to your client'), { target: { value: 'As we discussed.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Review plan' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Check before sending');
    expect(alert.textContent).toContain('warfarin');
    expect(within(section).getByText('Total today: ₹475.00')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input, init]) => String(input) === '/api/partner/clients/client-1/plans' && init?.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Send anyway' }));
    expect(await within(section).findByText('"Heart basics" was sent. You will see when it is viewed and ordered.')).toBeTruthy();
    const [call] = fetchMock.mock.calls.filter(([input, init]) => String(input) === '/api/partner/clients/client-1/plans' && init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ protocolId: 'proto-1', message: 'As we discussed.' });
    await waitFor(() => expect((within(section).getByRole('button', { name: 'Send plan' }) as HTMLButtonElement).disabled).toBe(true));
    // Many steps of a form on a shared machine: more than the default 5 s.
  }, 20_000);
});
