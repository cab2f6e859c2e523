import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json, networkDown } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const patience = { timeout: 10_000 };
const TOKEN = 'Qm9vdHN0cmFwLXVuc3Vic2NyaWJlLXRva2VuLWZvci10ZXN0cw';
const NEWS_OFF = {
  group: 'news',
  label: 'News from Guardians',
  message: 'You will no longer receive “News from Guardians” mails. You can switch them on again in your profile.',
};

function server(unsubscribe: () => Response) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ user: null }),
    'GET /api/db-status': databaseAvailable,
    'POST /api/mail/unsubscribe': unsubscribe,
  });
}

describe('/unsubscribe', { timeout: 15_000 }, () => {
  it('posts the token once, signed out, drops it from the address bar and names the mails that stop', async () => {
    const consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method));
    const fake = server(() => json(NEWS_OFF));
    const { router } = renderAppScreen(<UnsubscribePage />, { path: `/unsubscribe?token=${TOKEN}` });

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/unsubscribe');
    expect(router.state.historyAction).toBe('REPLACE');

    const heading = await screen.findByRole('heading', { name: 'You are unsubscribed' }, patience);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('You will no longer receive “News from Guardians” mails.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile#mails-title');

    const posts = fake.requestsTo('POST /api/mail/unsubscribe');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({ token: TOKEN });
    // The token leaves only in that body: in no URL and no other request, and it is never logged.
    expect(fake.requests.filter((request) => request.url.includes(TOKEN) || String(request.init.body ?? '').includes(TOKEN))).toHaveLength(1);
    expect(consoleCalls.flatMap((spy) => spy.mock.calls).some((args) => JSON.stringify(args.map(String)).includes(TOKEN))).toBe(false);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says the link does not work when the server refuses its token, with the way to the profile', async () => {
    server(() => json({ error: 'This unsubscribe link is not one of ours.', code: 'UNSUBSCRIBE_LINK_INVALID' }, 400));
    renderAppScreen(<UnsubscribePage />, { path: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link does not work' }, patience)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile#mails-title');
    expect(screen.queryByText(/You will no longer receive/)).toBeNull();
  });

  it('says the same for a page opened without a token, and asks the server nothing', async () => {
    const fake = server(() => json(NEWS_OFF));
    renderAppScreen(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link does not work' }, patience)).toBeTruthy();
    expect(fake.requestsTo('POST /api/mail/unsubscribe')).toHaveLength(0);
  });

  it('offers to try again when the server cannot be reached, and sends the token again only then', async () => {
    let down = true;
    const fake = server(() => (down ? networkDown() : json(NEWS_OFF)));
    renderAppScreen(<UnsubscribePage />, { path: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'You are not unsubscribed yet' }, patience)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(fake.requestsTo('POST /api/mail/unsubscribe')).toHaveLength(1);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' }, patience)).toBeTruthy();
    expect(fake.requestsTo('POST /api/mail/unsubscribe')).toHaveLength(2);
  });
});
