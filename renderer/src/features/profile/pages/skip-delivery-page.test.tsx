import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json, networkDown } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { SkipDeliveryPage } from './skip-delivery-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'c2tpcC10aGlzLWRlbGl2ZXJ5LXRva2VuLTAx';
const patience = { timeout: 10_000 };

function server(skip: () => Response) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: null }),
    'GET /api/db-status': databaseAvailable,
    'POST /api/subscriptions/skip-by-link': skip,
  });
}

describe('/subscriptions/skip', { timeout: 15_000 }, () => {
  it('posts the token once, signed out, drops it from the address and says which delivery is skipped', async () => {
    const fake = server(() => json({ skippedRenewalAt: '2027-01-04T09:00:00.000Z', nextRenewalAt: '2027-02-03T09:00:00.000Z' }));
    const { router } = renderAppScreen(<SkipDeliveryPage />, { path: `/subscriptions/skip?token=${TOKEN}` });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'This delivery is skipped' }, patience)).toBeTruthy();
    expect(screen.getByText(/^Nothing will be ordered on Monday,? 4 January\.$/)).toBeTruthy();
    expect(screen.getByText(/^Your next delivery is ordered on Wednesday,? 3 February\.$/)).toBeTruthy();
    expect(JSON.parse(String(fake.requestsTo('POST /api/subscriptions/skip-by-link')[0]?.init.body))).toEqual({ token: TOKEN });
    expect(fake.requestsTo('POST /api/subscriptions/skip-by-link')).toHaveLength(1);
  });

  it('says a used link no longer works, and asks nothing for a link cut short', async () => {
    server(() => json({ code: 'SKIP_LINK_INVALID', message: 'This skip link no longer works.' }, 400));
    renderAppScreen(<SkipDeliveryPage />, { path: `/subscriptions/skip?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This skip link no longer works' }, patience)).toBeTruthy();
    cleanup();
    const fake = server(() => json({}));
    renderAppScreen(<SkipDeliveryPage />, { path: '/subscriptions/skip?token=short' });
    expect(await screen.findByRole('heading', { name: 'This skip link no longer works' }, patience)).toBeTruthy();
    expect(fake.requestsTo('POST /api/subscriptions/skip-by-link')).toHaveLength(0);
  });

  it('offers to try again when the server cannot be reached', async () => {
    let calls = 0;
    server(() => {
      calls += 1;
      if (calls === 1) return networkDown();
      return json({ skippedRenewalAt: '2027-01-04T09:00:00.000Z', nextRenewalAt: null });
    });
    renderAppScreen(<SkipDeliveryPage />, { path: `/subscriptions/skip?token=${TOKEN}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, patience));
    expect(await screen.findByRole('heading', { name: 'This delivery is skipped' }, patience)).toBeTruthy();
  });
});
