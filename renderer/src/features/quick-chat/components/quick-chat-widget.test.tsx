import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatProductCard, ChatSafety, GuardianChatResponse } from '@common/contracts/chat';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { QuickChatWidget } from './quick-chat-widget';
import { STORAGE_KEYS } from '../../../platform/storage-keys';

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
  chatOfferPrice: 81_000,
  guardian: 'angio',
  categories: ['circulation'],
};

const omega3: ChatProductCard = {
  id: 'prod-omega',
  slug: 'omega-3-fish-oil',
  name: 'Omega-3 Fish Oil 1000 mg',
  description: 'EPA and DHA',
  image: '',
  price: 90_000,
  // The catalog's own markdown (25%), shown as the product page shows it, the chat offer beside it.
  originalPrice: 120_000,
  currency: 'INR',
  discount: 25,
  // Deliberately not price less 10%: the card shows the server's number, never its own arithmetic.
  chatOfferPrice: 80_900,
  guardian: 'angio',
  categories: ['heart-health'],
};

function answer(overrides: Partial<GuardianChatResponse> = {}): GuardianChatResponse {
  return {
    success: true,
    message: 'Movement and good nutrition keep your vessels supple.',
    products: [],
    redirectGuardianId: null,
    answeredBy: 'embedded',
    safety: null,
    ...overrides,
  };
}

const EMERGENCY: ChatSafety = {
  level: 'emergency',
  reason: 'Chest pain with a numb arm can be a heart attack.',
  actions: [{ id: 'call-emergency', text: 'Call 112', action: 'tel:112' }],
  quickReplies: [],
};

const CRISIS: ChatSafety = {
  level: 'crisis',
  reason: 'Thoughts of self-harm.',
  actions: [{ id: 'call-crisis-line', text: 'Call Tele-MANAS 14416', action: 'tel:14416' }],
  quickReplies: [],
};

const CAUTION: ChatSafety = {
  level: 'caution',
  reason: 'Omega-3 can add to the effect of blood thinners.',
  actions: [{ id: 'book-expert', text: 'Book an expert', action: '/find-expert' }],
  quickReplies: [],
};

function server(options: { signedIn?: boolean; answer?: () => Promise<Response>; speak?: () => Response } = {}) {
  return installFakeServer({
    'GET /api/auth/me': () => (options.signedIn ? json({ user: accountUser() }) : json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401)),
    'GET /api/db-status': databaseAvailable,
    'POST /api/guardian-chat': options.answer ?? (async () => json(answer())),
    'POST /api/chat/quick-recommendations': () => json({ products: [recommendation] }),
    'GET /api/guardian-chat/history/uid-1': () => json({ messages: [] }),
    'POST /api/tracking/chat-interaction': () => new Response(null, { status: 204 }),
    'POST /api/voice/test': options.speak ?? (() => new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'audio/wav' } })),
  });
}

async function send(text: string) {
  const input = await openChat();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
  return input as HTMLInputElement;
}

async function openChat() {
  fireEvent.click(await screen.findByRole('button', { name: /Click to Chat$/ }));
  return screen.findByRole('textbox', { name: /^Message / });
}

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.quickChatVisited.key, 'true'));
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
        return json(answer({ message: 'Walk after meals.' }));
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

    expect(await screen.findByRole('button', { name: 'Sunlight D3 Drops, ₹900.00, Chat offer: extra 10% ₹810.00' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Shop Products/ }).length).toBeGreaterThan(0);
    const [recommendationRequest] = fake.requestsTo('POST /api/chat/quick-recommendations');
    expect(JSON.parse(String(recommendationRequest!.init.body))).toEqual({
      guardianId: 'angio',
      userQuery: 'I feel tired',
      categories: ['cardiovascular', 'circulation', 'heart-health'],
    });
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

  it("names the launcher after the guardian it shows, though every guardian's label is laid out in it", async () => {
    server();
    renderAppScreen(<QuickChatWidget />);
    const launcher = await screen.findByRole('button', { name: /Click to Chat$/ });
    expect(launcher.getAttribute('aria-label')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Click to Chat$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Captain Angio • Click to Chat' })).toBe(launcher);
    // The others are there only to give the button the width of the longest, hidden from assistive technology.
    const sizers = [...launcher.querySelectorAll('[aria-hidden="true"]')].map((element) => element.textContent);
    expect(sizers.filter((text) => text?.endsWith('• Click to Chat')).sort()).toEqual(
      ['Captain Angio', 'Commander Biome', 'General Immuno', 'Lady Genomica', 'Lady Regenera'].map((name) => `${name} • Click to Chat`),
    );
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
        json(
          answer({
            message: 'That question belongs to Commander Biome, the Gut Guardian. Choose Commander Biome in the guardian switcher to go deeper.',
            redirectGuardianId: 'biome',
          }),
        ),
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

describe('quick chat safety replies', () => {
  it.each([
    ['emergency', EMERGENCY, 'tel:112', 'Call 112'],
    ['crisis', CRISIS, 'tel:14416', 'Call Tele-MANAS 14416'],
  ] as const)(
    'a reply at level %s is an alert with a real tel: link, no product cards, no shop buttons, and no recommendations request',
    async (level, safety, href, callText) => {
      // Even if a server slipped products and a "health" mention into the reply, none of it may show.
      const fake = server({
        answer: async () =>
          json(answer({ message: 'This may be serious. Call now; your health comes first.', products: [omega3], safety, answeredBy: 'safety' })),
      });
      renderAppScreen(<QuickChatWidget />);
      // "pain" is one of spec 5's recommendation keywords.
      const input = await send('I have crushing chest pain and my left arm is numb');

      const alert = await screen.findByRole('alert');
      const message = alert.closest<HTMLElement>('[data-testid="quick-chat-message"]')!;
      expect(message.dataset.safety).toBe(level);
      expect(alert.textContent).toContain('This may be serious.');
      expect(within(alert).getByRole('link', { name: callText }).getAttribute('href')).toBe(href);
      await waitFor(() => expect(input.disabled).toBe(false));

      expect(screen.queryAllByTestId('quick-chat-product')).toHaveLength(0);
      expect(within(message).queryByRole('button', { name: /Shop Products|Take Assessment|Special Offer/ })).toBeNull();
      expect(fake.requestsTo('POST /api/chat/quick-recommendations')).toHaveLength(0);
    },
  );

  it('a check reply asks one question with quick answers, and a pressed answer is sent with the question in the history', async () => {
    const question = 'Before I answer, one question: is anyone struggling to breathe right now?';
    const check: ChatSafety = {
      level: 'check',
      reason: 'breathlessness',
      actions: [{ id: 'call_emergency', text: 'Call 112', action: 'tel:112' }],
      quickReplies: ['Yes, breathing is hard now', 'No, none of these'],
    };
    const fake = server({ answer: async () => json(answer({ message: question, products: [omega3], safety: check, answeredBy: 'safety' })) });
    renderAppScreen(<QuickChatWidget />);
    await send('I feel wheezy');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('One question first');
    expect(screen.queryAllByTestId('quick-chat-product')).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Yes, breathing is hard now' }));

    await waitFor(() => expect(fake.requestsTo('POST /api/guardian-chat')).toHaveLength(2));
    const second = JSON.parse(String(fake.requestsTo('POST /api/guardian-chat')[1]!.init.body)) as {
      message: string;
      chatHistory: { sender: string; text: string }[];
    };
    expect(second.message).toBe('Yes, breathing is hard now');
    expect(second.chatHistory.at(-1)).toMatchObject({ sender: 'guardian', text: question });
  });

  it('a caution reply shows the caution marker, keeps its products, and Book an expert opens /find-expert in the app', async () => {
    server({
      answer: async () => json(answer({ message: 'If you take a blood thinner, ask your doctor before omega-3.', products: [omega3], safety: CAUTION })),
    });
    const { router } = renderAppScreen(<QuickChatWidget />, { otherRoutes: { '/find-expert': 'Find an expert' } });
    await send('Can I take fish oil with warfarin?');

    const text = await screen.findByText('If you take a blood thinner, ask your doctor before omega-3.');
    const message = text.closest<HTMLElement>('[data-testid="quick-chat-message"]')!;
    expect(message.dataset.safety).toBe('caution');
    expect(within(message).getByText('Caution')).toBeTruthy();
    expect(within(message).queryByRole('alert')).toBeNull();
    expect(within(message).getAllByTestId('quick-chat-product')).toHaveLength(1);

    fireEvent.click(within(message).getByRole('button', { name: 'Book an expert' }));
    expect(await screen.findByRole('heading', { name: 'Find an expert' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/find-expert');
  });
});

describe('quick chat product cards', () => {
  it("shows the price and struck-through original as the product page does, and the server's chat offer labelled beside them", async () => {
    server({ answer: async () => json(answer({ message: 'Omega-3 supports your heart.', products: [omega3] })) });
    renderAppScreen(<QuickChatWidget />);
    await send('What supports my heart?');

    const card = await screen.findByRole('button', { name: 'Omega-3 Fish Oil 1000 mg, ₹900.00, was ₹1,200.00, Chat offer: extra 10% ₹809.00' });
    expect(within(card).getByTestId('price').textContent).toBe('₹900.00');
    expect(within(card).getByLabelText('Was ₹1,200.00').textContent).toBe('₹1,200.00');
    expect(within(card).getByTestId('chat-offer-label').textContent).toBe('Chat offer: extra 10%');
    expect(within(card).getByTestId('chat-offer-price').textContent).toBe('₹809.00');
    const row = screen.getByRole('group', { name: 'Suggested products' });
    expect(row.contains(card)).toBe(true);
  });

  it('scrolls a reply with cards to the start of the reply, not to the bottom of the list', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server({
      answer: async () => {
        await gate;
        return json(answer({ message: 'A long answer about omega-3 and the heart.', products: [omega3] }));
      },
    });
    renderAppScreen(<QuickChatWidget />);
    await send('What supports my heart?');
    await screen.findByText('What supports my heart?');

    // jsdom has no layout: give the list a height and the reply a place 300 px below the list's top.
    const list = screen.getByRole('log', { name: 'Conversation' });
    let scrollTop = 0;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 5_000 });
    Object.defineProperty(list, 'scrollTop', { configurable: true, get: () => scrollTop, set: (value: number) => (scrollTop = value) });
    const rect = (top: number) => ({ top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) });
    list.getBoundingClientRect = () => rect(100);
    const originalRect = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this === list) return rect(100);
      return this.textContent?.startsWith('A long answer') && this.dataset.testid === 'quick-chat-message' ? rect(400) : originalRect.call(this);
    };
    try {
      release();
      await screen.findByText('A long answer about omega-3 and the heart.');
      await waitFor(() => expect(scrollTop).toBe(300));
    } finally {
      HTMLElement.prototype.getBoundingClientRect = originalRect;
    }
  });
});

describe('quick chat Listen', () => {
  let playing: HTMLMediaElement[];
  let revoked: string[];

  beforeEach(() => {
    playing = [];
    revoked = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:http://localhost/reply') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn((url: string) => revoked.push(url)) });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      playing.push(this);
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.restoreAllMocks();
  });

  it("speaks a guardian's reply in that guardian's voice, offers Stop while it plays, and Stop silences it", async () => {
    const fake = server({ answer: async () => json(answer({ message: 'Walk after meals.' })) });
    renderAppScreen(<QuickChatWidget />);
    await send('How is my heart?');
    await screen.findByText('Walk after meals.');

    const listenButtons = screen.getAllByRole('button', { name: "Listen to Captain Angio's reply" });
    // The greeting and the reply: every guardian message can be heard; the visitor's own cannot.
    expect(listenButtons).toHaveLength(2);
    fireEvent.click(listenButtons.at(-1)!);

    const stop = await screen.findByRole('button', { name: "Stop Captain Angio's reply" });
    expect(stop.textContent).toContain('Stop');
    const [request] = fake.requestsTo('POST /api/voice/test');
    expect(JSON.parse(String(request!.init.body))).toEqual({ text: 'Walk after meals.', guardianType: 'angio' });
    expect(playing).toHaveLength(1);
    expect(playing[0]!.src).toBe('blob:http://localhost/reply');

    fireEvent.click(stop);
    expect(screen.getAllByRole('button', { name: "Listen to Captain Angio's reply" })).toHaveLength(2);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(revoked).toEqual(['blob:http://localhost/reply']);
  });

  it('shows the loading state while the voice is made, and Listen again when the reply has been spoken', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = server({ answer: async () => json(answer({ message: 'Drink water.' })) });
    renderAppScreen(<QuickChatWidget />);
    await send('Tips?');
    await screen.findByText('Drink water.');
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/voice/test') await gate;
      return original(input, init);
    });

    const listen = screen.getAllByRole('button', { name: "Listen to Captain Angio's reply" }).at(-1)!;
    fireEvent.click(listen);
    await waitFor(() => expect(listen.getAttribute('aria-busy')).toBe('true'));
    // A second press while it loads sends nothing more.
    fireEvent.click(listen);
    release();
    await screen.findByRole('button', { name: "Stop Captain Angio's reply" });
    expect(fake.requestsTo('POST /api/voice/test')).toHaveLength(1);
    act(() => playing[0]!.dispatchEvent(new Event('ended')));
    expect(screen.queryByRole('button', { name: "Stop Captain Angio's reply" })).toBeNull();
    expect(playing).toHaveLength(1);
  });

  it('speaks at most 1000 characters of a long reply, ending at a full sentence', async () => {
    const long = Array.from({ length: 40 }, (_, index) => `Sentence ${index} about circulation and the heart.`).join(' ');
    const fake = server({ answer: async () => json(answer({ message: long })) });
    renderAppScreen(<QuickChatWidget />);
    await send('Tell me everything');
    await screen.findByText(long);
    fireEvent.click(screen.getAllByRole('button', { name: "Listen to Captain Angio's reply" }).at(-1)!);
    await waitFor(() => expect(fake.requestsTo('POST /api/voice/test')).toHaveLength(1));
    const body = JSON.parse(String(fake.requestsTo('POST /api/voice/test')[0]!.init.body)) as { text: string };
    expect(long.length).toBeGreaterThan(1000);
    expect(body.text.length).toBeLessThanOrEqual(1000);
    expect(long.startsWith(body.text)).toBe(true);
    expect(body.text.endsWith('the heart.')).toBe(true);
  });

  it("a failed voice shows the 'Voice Test Failed' toast and the button offers Listen again", async () => {
    server({
      answer: async () => json(answer({ message: 'Walk after meals.' })),
      speak: () => json({ error: 'No voice provider can speak now.', code: 'VOICE_UNAVAILABLE' }, 503),
    });
    renderAppScreen(<QuickChatWidget />);
    await send('How is my heart?');
    await screen.findByText('Walk after meals.');
    fireEvent.click(screen.getAllByRole('button', { name: "Listen to Captain Angio's reply" }).at(-1)!);
    expect(await screen.findByText('Voice Test Failed')).toBeTruthy();
    expect(screen.getByText(/^Could not generate voice: No voice provider can speak now\./)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: "Listen to Captain Angio's reply" })).toHaveLength(2);
    expect(playing).toHaveLength(0);
  });
});
