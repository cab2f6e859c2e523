import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandProduct } from '@common/contracts/brand-products';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { catalogProduct } from '../../../testing/catalog-product';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { MySubmissions } from './my-submissions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function submission(overrides: Partial<BrandProduct> = {}): BrandProduct {
  return {
    ...catalogProduct({ id: 'p-1', name: 'Calm Drops', image: '/resources/products/brand-biome.svg' }),
    reviewStatus: 'pending',
    reviewReason: null,
    reviewedAt: null,
    submittedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

function serve(
  products: BrandProduct[],
  photoAnswer: () => Response = () => json({ product: submission({ image: '/api/brand-products/p-1/photo?v=abcdef0123456789' }) }),
) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/db-status': databaseAvailable,
    'GET /api/brand-products/mine': () => json({ products }),
    'PUT /api/brand-products/p-1/photo': photoAnswer,
  });
}

function choose(card: HTMLElement, file: File) {
  const input = card.querySelector('input[type="file"]');
  if (!input) throw new Error('No file input in the card');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('MySubmissions: a pending product’s photo', () => {
  it('offers a photo only while the submission is pending', async () => {
    serve([submission(), submission({ id: 'p-2', name: 'Sleep Tea', reviewStatus: 'approved' })]);
    renderAppScreen(<MySubmissions />);
    const pending = await screen.findByRole('article', { name: 'Calm Drops' });
    expect(within(pending).getByText('Add a photo of Calm Drops')).toBeTruthy();
    const approved = screen.getByRole('article', { name: 'Sleep Tea' });
    expect(approved.querySelector('input[type="file"]')).toBeNull();
    expect(within(approved).getByRole('img', { name: 'Photo of Sleep Tea' })).toBeTruthy();
  });

  it('sends a JPEG as the body with its type, then says it is saved and reloads the list', async () => {
    const server = serve([submission()]);
    renderAppScreen(<MySubmissions />);
    const card = await screen.findByRole('article', { name: 'Calm Drops' });
    choose(card, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bottle.jpg', { type: 'image/jpeg' }));
    expect(await within(card).findByRole('status')).toHaveProperty('textContent', 'Photo saved. Reviewers see it with your submission.');
    const [sent] = server.requestsTo('PUT /api/brand-products/p-1/photo');
    expect(new Headers(sent?.init.headers).get('content-type')).toBe('image/jpeg');
    expect(sent?.init.body).toBeInstanceOf(File);
    await waitFor(() => expect(server.requestsTo('GET /api/brand-products/mine').length).toBeGreaterThan(1));
  });

  it('refuses another format or more than 8 MB before sending anything', async () => {
    const server = serve([submission()]);
    renderAppScreen(<MySubmissions />);
    const card = await screen.findByRole('article', { name: 'Calm Drops' });
    choose(card, new File(['GIF89a'], 'animated.gif', { type: 'image/gif' }));
    expect(await within(card).findByText('Choose a JPEG, PNG or WebP photo.')).toBeTruthy();
    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    choose(card, huge);
    expect(await within(card).findByText('This photo is larger than 8 MB. Export it smaller and try again.')).toBeTruthy();
    expect(server.requestsTo('PUT /api/brand-products/p-1/photo')).toHaveLength(0);
  });

  it('shows the server’s sentence when it refuses the photo', async () => {
    serve([submission()], () =>
      json({ error: 'This photo is 1200 × 200 pixels. Send one of at least 300 pixels on each side.', code: 'PHOTO_TOO_SMALL' }, 400),
    );
    renderAppScreen(<MySubmissions />);
    const card = await screen.findByRole('article', { name: 'Calm Drops' });
    choose(card, new File([new Uint8Array([1])], 'banner.png', { type: 'image/png' }));
    expect(await within(card).findByText(/This photo is 1200 × 200 pixels/)).toBeTruthy();
    expect(within(card).queryByRole('status')).toBeNull();
  });
});
