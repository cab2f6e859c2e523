import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardianChatResponse } from '../../../../../common/contracts/chat';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { QUICK_CHAT_VISITED_KEY } from '../hooks/use-quick-chat-timers';
import { QuickChatWidget } from './quick-chat-widget';

const recommendation = {
  id: 'prod-d3',
  slug: 'sunlight-d3',
  name: 'Sunlight D3 Drops',
  description: 'Vitamin D3',
  image: '',
  price: 90_000,
  originalPrice: 90_000,
  currency: 'INR',
  discount: 10,
  catalogDiscount: 0,
  guardian: 'angio',
  categories: ['circulation'],
};

function server(options: { signedIn?: boolean; answer?: () => Promise<Response> } = {}) {
  return installFakeServer({
    'GET /api/auth/me': () => (options.signedIn ? json({ user: accountUser() }) : json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401)),
    'GET /api/db-status': databaseAvailable,
    'POST /api/guardian-chat': options.answer ?? (async () => json({ success: true, message: 'Movement and good nutrition keep your vessels supple.', products: [], redirectGuardianId: null, answeredBy: 'embedded' } satisfies GuardianChatResponse)),
    'POST /api/chat/quick-recommendations': () => json({ products: [recommendation] }),
    'GET /api/guardian-chat/history/uid-1': () => json({ messages: [] }),
    'POST /api/tracking/chat-interaction': () => new Response(null, { status: 204 }),
  });
}

async function openChat() {
  fireEvent.click(await screen.findByRole('button', { name: /Click to Chat$/ }));
  return screen.findByRole('textbox', { name: /^Message / });
}

beforeEach(() => window.localStorage.setItem(QUICK_CHAT_VISITED_KEY, 'true'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('quick chat send rules', () => {
  it('ignores empty and whitespace input', async () => {
    const fake = server();
    renderAppScreen(<QuickChatWidget />);
    const input = await openChat();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.requestsTo('POST /api/guardian-chat')).toHaveLength(0);
  });

  it('sends on Enter, clears the input, disables it while the reply is pending, then shows the reply', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = server({
      answer: async () => {
        await gate;
        return json({ success: true, message: 'Walk after meals.', products: [], redirectGuardianId: null, answeredBy: 'embedded' });
      },
    });
    renderAppScreen(<QuickChatWidget />);
    const input = await openChat();
    fireEvent.change(input, { target: { value: '  How is my heart?  ' } });
    fireEvent.submit(input.closest('form')!);

    expect(await screen.findByText('How is my heart?')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('is typing…');

    release();
    expect(await screen.findByText('Walk after meals.')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    const [request] = fake.requestsTo('POST /api/guardian-chat');
    const body = JSON.parse(String(request!.init.body)) as { message: string; guardianId: string; chatHistory: unknown[] };
    expect(body.message).toBe('How is my heart?');
    expect(body.chatHistory).toHaveLength(1);
  });

  it('adds 10%-off recommendations and the shop buttons after a keyword; signed out sends no tracking', async () => {
    const fake = server();
    renderAppScreen(<QuickChatWidget />);
    const input = await openChat();
    fireEvent.change(input, { target: { value: 'I feel tired' } });
    fireEvent.submit(input.closest('form')!);

    expect(await screen.findByRole('button', { name: 'Sunlight D3 Drops, 10% off' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Shop Products/ }).length).toBeGreaterThan(0);
    const [recommendationRequest] = fake.requestsTo('POST /api/chat/quick-recommendations');
    expect(JSON.parse(String(recommendationRequest!.init.body))).toEqual({ guardianId: 'angio', userQuery: 'I feel tired', categories: ['cardiovascular', 'circulation', 'heart-health'] });
    expect(fake.requestsTo('POST /api/tracking/chat-interaction')).toHaveLength(0);
  });

  it('signed in, asks for the stored conversation on opening and tracks the interaction', async () => {
    const fake = server({ signedIn: true });
    renderAppScreen(<QuickChatWidget />);
    await waitFor(() => expect(fake.requestsTo('GET /api/auth/me')).toHaveLength(1));
    const input = await openChat();
    await waitFor(() => expect(fake.requestsTo('GET /api/guardian-chat/history/uid-1')).toHaveLength(1));
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(fake.requestsTo('POST /api/tracking/chat-interaction')).toHaveLength(1));
    expect(fake.requestsTo('POST /api/chat/quick-recommendations')).toHaveLength(0);
  });

  it('switching guardian closes the switcher and adds the introduction', async () => {
    server();
    renderAppScreen(<QuickChatWidget />);
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Switch guardian' }));
    fireEvent.click(screen.getByRole('button', { name: 'General Immuno' }));
    expect(screen.queryByRole('group', { name: 'Choose a guardian' })).toBeNull();
    expect(screen.getByText(/^Hello, I am General Immuno/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quick chat with General Immuno' })).toBeTruthy();
  });

  it("offers 'Talk to {guardian}' under a reply that hands the question to another guardian, and switches to them", async () => {
    server({
      answer: async () =>
        json({
          success: true,
          message: 'That question belongs to Commander Biome, the Gut Guardian. Choose Commander Biome in the guardian switcher to go deeper.',
          products: [],
          redirectGuardianId: 'biome',
          answeredBy: 'embedded',
        } satisfies GuardianChatResponse),
    });
    renderAppScreen(<QuickChatWidget />);
    const input = await openChat();
    fireEvent.change(input, { target: { value: 'How do probiotics work?' } });
    fireEvent.submit(input.closest('form')!);

    fireEvent.click(await screen.findByRole('button', { name: 'Talk to Commander Biome' }));
    expect(screen.getByRole('region', { name: 'Quick chat with Commander Biome' })).toBeTruthy();
    expect(screen.getByText(/^Hello, I am Commander Biome/)).toBeTruthy();
    // Talking to Biome now: the button has done its work.
    expect(screen.queryByRole('button', { name: 'Talk to Commander Biome' })).toBeNull();
  });

  it('shows no talk-to button when the reply stays with the answering guardian', async () => {
    server();
    renderAppScreen(<QuickChatWidget />);
    const input = await openChat();
    fireEvent.change(input, { target: { value: 'Tips for my heart?' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Movement and good nutrition keep your vessels supple.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Talk to / })).toBeNull();
  });
});
