import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabOrder } from '@common/contracts/labs';
import { accountUser } from '../../testing/account-user';
import { renderAppScreen } from '../../testing/render-app-screen';
import { LabTestsSection } from './lab-tests-section';
import { LabValuesTrend } from './lab-values-trend';
import { LatestLabValue } from './latest-lab-value';

const band = {
  id: 'sufficient' as const,
  label: 'Sufficient',
  bandSet: 'endocrine-society-2011',
  source: 'Endocrine Society guideline',
  sourceDate: '2011-07',
};

const resulted: LabOrder = {
  id: 'order-1',
  tests: [{ id: 'vitamin_d_25oh', name: 'Vitamin D, 25-hydroxy (total)' }],
  status: 'resulted',
  source: 'kit',
  lab: { id: 'lab-1', name: 'Lumen Labs' },
  client: { id: 'me', name: 'Ada' },
  orderedBy: null,
  kit: { orderStatus: 'delivered', sampleExpected: true },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  timeline: [],
  observations: [
    {
      id: 'o-old',
      code: '62292-8',
      name: 'Vitamin D, 25-hydroxy (total)',
      ngPerMl: 18,
      nmolPerL: 44.93,
      enteredUnit: 'ng/mL',
      observedAt: '2026-06-01T08:00:00.000Z',
      band: { ...band, id: 'deficient', label: 'Deficient' },
    },
    {
      id: 'o-new',
      code: '62292-8',
      name: 'Vitamin D, 25-hydroxy (total)',
      ngPerMl: 34.2,
      nmolPerL: 85.36,
      enteredUnit: 'ng/mL',
      observedAt: '2026-11-22T08:00:00.000Z',
      band,
    },
  ],
  report: { sizeBytes: 2048, uploadedAt: '2026-11-24T10:00:00.000Z', url: '/api/care/lab-orders/order-1/report' },
};

function serve(orders: LabOrder[], labOrdersAnswer?: Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      // Lab values are asked for only once someone is signed in.
      if (url.pathname === '/api/auth/me') return json({ user: accountUser() });
      if (url.pathname === '/api/care/lab-orders') return labOrdersAnswer ?? json({ orders });
      if (url.pathname === '/api/care/lab-notifications') {
        return json({
          notifications: [
            {
              id: 'n-1',
              labOrderId: 'order-1',
              status: 'resulted',
              message: 'Your lab test (Vitamin D): results ready.',
              createdAt: '2026-11-24T10:00:00.000Z',
            },
          ],
        });
      }
      return json({ available: true });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lab results for the customer', () => {
  it('lists lab tests with status, values in both units with their band, the PDF link and the latest update', async () => {
    serve([resulted]);
    renderAppScreen(<LabTestsSection />);
    expect(await screen.findByText('Results ready')).toBeTruthy();
    expect(screen.getByText('34.2 ng/mL (85 nmol/L)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the lab report (PDF)' }).getAttribute('href')).toBe('/api/care/lab-orders/order-1/report');
    expect(await screen.findByText(/results ready\./)).toBeTruthy();
  });

  it('says so when there are no lab tests', async () => {
    serve([]);
    renderAppScreen(<LabTestsSection />);
    expect(await screen.findByText('No lab tests yet.')).toBeTruthy();
  });

  it('shows the latest measured value, labelled as a lab measurement, with its band', async () => {
    serve([resulted]);
    renderAppScreen(<LatestLabValue />);
    expect((await screen.findByTestId('lab-value')).textContent).toBe('34.2 ng/mL (85 nmol/L)');
    expect(screen.getByText(/Measured blood level/)).toBeTruthy();
    expect(screen.getByTestId('lab-band').textContent).toBe('Sufficient');
  });

  it('offers no next steps for a sufficient result, and for a deficient one an expert, the product and a retest date (issue 39)', async () => {
    serve([resulted]);
    renderAppScreen(<LatestLabValue />);
    await screen.findByTestId('lab-value');
    expect(screen.queryByTestId('lab-next-steps')).toBeNull();
    cleanup();

    const [deficient] = resulted.observations;
    serve([{ ...resulted, observations: [{ ...deficient!, observedAt: '2026-11-22T08:00:00.000Z' }] }]);
    renderAppScreen(<LatestLabValue />);
    expect((await screen.findByTestId('lab-band')).textContent).toBe('Deficient');
    const steps = screen.getByTestId('lab-next-steps');
    expect(steps.querySelector('a[href="/find-expert"]')?.textContent).toBe('Book an expert');
    expect(steps.querySelector('a[href="/marketplace/product/vitamin-d3-2000-iu"]')?.textContent).toBe('See Vitamin D3 2000 IU');
    expect(steps.textContent).toMatch(/Ask a doctor or pharmacist for your dose/);
    expect(screen.getByTestId('lab-retest-date').textContent).toBe('Retest around Feb 14, 2027 (12 weeks after this sample), or when your doctor advises.');
  });

  it("holds the card's place with a placeholder while the lab tests load, so the dashboard below does not jump", async () => {
    let answer: (response: Response) => void = () => undefined;
    serve([], new Promise<Response>((resolve) => (answer = resolve)));
    renderAppScreen(<LatestLabValue />);
    const card = await screen.findByTestId('latest-lab-value');
    expect(card.textContent).toContain('Measured blood level');
    expect(card.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    answer(new Response(JSON.stringify({ orders: [resulted] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect((await screen.findByTestId('lab-value')).textContent).toBe('34.2 ng/mL (85 nmol/L)');
    expect(screen.getByTestId('latest-lab-value').querySelector('.mantine-Skeleton-root')).toBeNull();
  });

  it('trends lab values on their own, newest first in the table, and shows nothing without a result', async () => {
    serve([resulted]);
    renderAppScreen(<LabValuesTrend />);
    const trend = await screen.findByTestId('lab-values-trend');
    const rows = trend.querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.textContent)).toEqual([expect.stringContaining('34.2 ng/mL'), expect.stringContaining('18.0 ng/mL')]);
    cleanup();
    serve([{ ...resulted, status: 'processing', observations: [] }]);
    renderAppScreen(<LabValuesTrend />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('lab-values-trend')).toBeNull();
  });

  it('asks for nothing when nobody is signed in (the public Vitamin D page and progress page show it)', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const status = url.pathname === '/api/auth/me' ? 401 : 200;
      return new Response(JSON.stringify(status === 401 ? { error: 'Not signed in', code: 'UNAUTHENTICATED' } : { available: true }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAppScreen(<LatestLabValue />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/care/lab-orders'))).toBe(false);
  });
});
