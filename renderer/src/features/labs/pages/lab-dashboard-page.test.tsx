import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabOrder } from '@common/contracts/labs';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { LabDashboardPage } from './lab-dashboard-page';

const band = { id: 'insufficient' as const, label: 'Insufficient', bandSet: 'endocrine-society-2011', source: 'Endocrine Society', sourceDate: '2011-07' };

function labOrder(status: LabOrder['status'], overrides: Partial<LabOrder> = {}): LabOrder {
  return {
    id: 'order-1',
    tests: [{ id: 'vitamin_d_25oh', name: 'Vitamin D, 25-hydroxy (total)' }],
    status,
    source: 'practitioner',
    lab: { id: 'lab-1', name: 'Lumen Labs' },
    client: { id: 'client-1', name: 'Ada Client' },
    orderedBy: { userId: 'dr-1', name: 'Dr Devi' },
    kit: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    timeline: [{ status: 'ordered', note: null, at: '2026-11-24T10:00:00.000Z' }],
    observations: [],
    report: null,
    ...overrides,
  };
}

/** The lab API as the dashboard meets it; `state.order` moves as the lab acts. */
function serve(state: { order: LabOrder } | 'failing', refuseResults = false) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (state === 'failing') return json(500, { error: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
    if (method === 'GET' && url.pathname === '/api/partner/lab-orders') {
      const status = url.searchParams.get('status');
      return json(200, { orders: status && status !== state.order.status ? [] : [state.order] });
    }
    if (method === 'POST' && url.pathname === '/api/partner/lab-orders/order-1/status') {
      const { status } = JSON.parse(String(init?.body)) as { status: LabOrder['status'] };
      state.order = { ...state.order, status, timeline: [...state.order.timeline, { status, note: null, at: '2026-11-25T10:00:00.000Z' }] };
      return json(200, { order: state.order });
    }
    if (method === 'POST' && url.pathname === '/api/partner/lab-orders/order-1/results') {
      if (refuseResults) return json(400, { error: 'The code is not one we accept.', code: 'UNKNOWN_OBSERVATION_CODE' });
      const observation = {
        id: 'obs-1',
        code: '62292-8',
        name: 'Vitamin D, 25-hydroxy (total)',
        ngPerMl: 24.5,
        nmolPerL: 61.15,
        enteredUnit: 'nmol/L',
        observedAt: '2026-11-25T08:00:00.000Z',
        band,
      };
      state.order = { ...state.order, status: 'resulted', observations: [observation] };
      return json(200, { order: state.order });
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

describe('LabDashboardPage', () => {
  it('lists the queue, filters it by status and says so when a status has no orders', async () => {
    serve({ order: labOrder('ordered') });
    renderAppScreen(<LabDashboardPage />);
    expect(await screen.findByRole('button', { name: 'Open the order of Ada Client' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Processing' }));
    expect(await screen.findByText('No orders are processing.')).toBeTruthy();
  });

  it('opens an order and moves it step by step with keyboard-reachable buttons', async () => {
    serve({ order: labOrder('ordered') });
    renderAppScreen(<LabDashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the order of Ada Client' }));
    const panel = await screen.findByRole('region', { name: /Ada Client/ });
    expect(within(panel).queryByRole('button', { name: 'Start processing' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark sample received' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Start processing' }));
    expect(await within(panel).findByRole('form', { name: 'Enter results' })).toBeTruthy();
    expect(within(panel).getByTestId('lab-order-status').textContent).toBe('Processing');
  });

  it("says a test kit's sample is not expected before its order is delivered, and offers no receipt or report until then", async () => {
    serve({ order: labOrder('ordered', { source: 'kit', orderedBy: null, kit: { orderStatus: 'shipped', sampleExpected: false } }) });
    renderAppScreen(<LabDashboardPage />);
    expect(await screen.findByText('Awaiting delivery')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the order of Ada Client' }));
    const panel = await screen.findByRole('region', { name: /Ada Client/ });
    expect(within(panel).getByRole('status').textContent).toContain('The test kit is on its way to the customer (order shipped)');
    expect(within(panel).queryByRole('button', { name: 'Mark sample received' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(panel).queryByLabelText('Attach the PDF report')).toBeNull();
    expect(within(panel).getByText('The PDF report can be attached once the sample has been received.')).toBeTruthy();
  });

  it('offers the receipt of a kit once its order is delivered', async () => {
    serve({ order: labOrder('ordered', { source: 'kit', orderedBy: null, kit: { orderStatus: 'delivered', sampleExpected: true } }) });
    renderAppScreen(<LabDashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the order of Ada Client' }));
    const panel = await screen.findByRole('region', { name: /Ada Client/ });
    expect(screen.queryByText('Awaiting delivery')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark sample received' }));
    expect(await within(panel).findByLabelText('Attach the PDF report')).toBeTruthy();
  });

  it('checks a value before sending it, with a sentence the lab can act on, then saves it and shows the band', async () => {
    const fetchMock = serve({ order: labOrder('processing') });
    renderAppScreen(<LabDashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the order of Ada Client' }));
    const form = await screen.findByRole('form', { name: 'Enter results' });
    const value = within(form).getByRole('textbox', { name: /Measured value/ });
    fireEvent.change(value, { target: { value: '300' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save results' }));
    expect(await within(form).findByText(/300 ng\/mL is outside the plausible range 0–250 ng\/mL/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/results'))).toBe(false);

    fireEvent.change(value, { target: { value: '24.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('24.5 ng/mL (61 nmol/L)')).toBeTruthy();
    expect(screen.getByTestId('lab-band').textContent).toBe('Insufficient');
  });

  it("shows the server's refusal of a result", async () => {
    serve({ order: labOrder('processing') }, true);
    renderAppScreen(<LabDashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the order of Ada Client' }));
    const form = await screen.findByRole('form', { name: 'Enter results' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Measured value/ }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The code is not one we accept.'));
  });

  it('says what failed and offers to try again when the queue cannot load', async () => {
    serve('failing');
    renderAppScreen(<LabDashboardPage />);
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
