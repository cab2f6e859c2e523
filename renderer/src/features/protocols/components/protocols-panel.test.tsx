import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Protocol } from '@common/contracts/protocols';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ProtocolsPanel } from './protocols-panel';

const product = {
  id: 'p-1',
  slug: 'omega-3-fish-oil-1000mg',
  name: 'Omega-3 Fish Oil',
  brand: 'Test',
  description: 'Fish oil.',
  guardian: 'angio',
  price: 47_500,
  originalPrice: 50_000,
  currency: 'INR',
  badge: null,
  stock: 10,
  image: '/resources/products/x.svg',
  discount: 5,
  rating: 4.5,
  reviewCount: 3,
  categories: ['vitamins'],
  createdAt: '2026-11-20T10:00:00.000Z',
};

function protocolFrom(
  body: { name: string; guardian: Protocol['guardian']; durationDays: number; items: { productId: string }[] },
  status: Protocol['status'],
): Protocol {
  return {
    id: 'proto-1',
    name: body.name,
    guardian: body.guardian,
    durationDays: body.durationDays,
    status,
    items: body.items.map((entry) => ({
      productId: entry.productId,
      quantity: 1,
      dose: '',
      frequency: '',
      timing: '',
      durationDays: null,
      notes: '',
      productName: product.name,
      productSlug: product.slug,
      image: '',
      unitPrice: product.price,
      available: true,
    })),
    currency: 'INR',
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    publishedAt: status === 'published' ? '2026-11-25T11:00:00.000Z' : null,
    duplicatedFrom: null,
  };
}

function serve() {
  let protocols: Protocol[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/db-status') return json(200, { available: true });
    if (method === 'GET' && url.pathname === '/api/partner/protocols') return json(200, { protocols });
    if (method === 'GET' && url.pathname === '/api/products') {
      return json(200, { products: [product], total: 1, page: 1, pageSize: 8 });
    }
    if (method === 'POST' && url.pathname === '/api/partner/protocols') {
      protocols = [protocolFrom(JSON.parse(String(init?.body)) as Parameters<typeof protocolFrom>[0], 'draft')];
      return json(201, { protocol: protocols[0] });
    }
    if (method === 'POST' && url.pathname === '/api/partner/protocols/proto-1/publish') {
      protocols = protocols.map((entry) => ({ ...entry, status: 'published', publishedAt: '2026-11-25T11:00:00.000Z' }));
      return json(200, { protocol: protocols[0] });
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

describe('ProtocolsPanel', () => {
  it('creates a draft with a product from the catalog, then publishes it; a published one offers no Edit', async () => {
    const fetchMock = serve();
    renderAppScreen(<ProtocolsPanel />);
    expect(await screen.findByText(/No protocols yet\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New protocol' }));
    const form = screen.getByRole('form', { name: 'New protocol' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Heart basics' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Omega-3 Fish Oil' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Dose' }), { target: { value: '1 capsule' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    const card = await screen.findByRole('article', { name: 'Protocol Heart basics' });
    expect(within(card).getByText('Draft')).toBeTruthy();
    const [create] = fetchMock.mock.calls.filter(([input, init]) => String(input) === '/api/partner/protocols' && init?.method === 'POST');
    expect(JSON.parse(String(create?.[1]?.body))).toMatchObject({ name: 'Heart basics', guardian: 'angio', items: [{ productId: 'p-1', dose: '1 capsule' }] });

    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await within(card).findByText('Published')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    // Many steps of a form on a shared machine: more than the default 5 s.
  }, 20_000);
});
