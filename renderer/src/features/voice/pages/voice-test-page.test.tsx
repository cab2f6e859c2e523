import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceValidation } from '@common/contracts/voice';
import { PERSONAS } from '@common/personas';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { audioBase64, FakeVoiceSocket } from '../lib/test-support/fake-voice-socket';
import { defaultVoiceText } from '../lib/voice-test-rules';
import { VoiceTestPage } from './voice-test-page';

const CONNECTED: VoiceValidation = { valid: true, provider: 'offline', usage: { character_count: 120, character_limit: 100_000 }, reason: null };
const NOT_INSTALLED: VoiceValidation = {
  valid: false,
  provider: 'offline',
  usage: { character_count: 0, character_limit: 100_000 },
  reason: 'The offline voice engine (espeak-ng) is not installed on this server.',
};

function wav(): Response {
  return new Response(new Uint8Array([82, 73, 70, 70, 1, 2, 3]), { status: 200, headers: { 'Content-Type': 'audio/wav' } });
}

function server(options: { validate?: () => Promise<Response> | Response; speak?: () => Promise<Response> | Response } = {}) {
  return installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/db-status': databaseAvailable,
    'GET /api/voice/validate': options.validate ?? (() => json(CONNECTED)),
    'POST /api/voice/test': options.speak ?? wav,
  });
}

let madeUrls: string[];
let revokedUrls: string[];
let play: Mock<() => Promise<void>>;

beforeEach(() => {
  madeUrls = [];
  revokedUrls = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => {
      const url = `blob:http://localhost/${madeUrls.length + 1}`;
      madeUrls.push(url);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn((url: string) => revokedUrls.push(url)) });
  play = vi.fn(async () => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  FakeVoiceSocket.reset();
  vi.stubGlobal('WebSocket', FakeVoiceSocket);
});

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const textArea = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text to speak' });

async function renderConnected() {
  const fake = server();
  const view = renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });
  await waitFor(() => expect(screen.getByTestId('provider-status').textContent).toBe('connected'));
  return { fake, ...view };
}

describe('VoiceTestPage provider status', () => {
  it('says pending while the check is on its way, then connected with the provider and its usage', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = server({ validate: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });
    await waitFor(() => expect(fake.requestsTo('GET /api/voice/validate')).toHaveLength(1));

    expect(screen.getByRole('heading', { level: 1, name: 'Guardian Voice Test' })).toBeTruthy();
    expect(screen.getByTestId('provider-status').textContent).toBe('pending');
    expect(button('Test over HTTP').disabled).toBe(true);
    expect(button('Stream').disabled).toBe(true);

    answer(json(CONNECTED));
    await waitFor(() => expect(screen.getByTestId('provider-status').textContent).toBe('connected'));
    expect(screen.getByTestId('provider-name').textContent).toBe('Offline voice (eSpeak NG)');
    expect(screen.getByTestId('provider-usage').textContent).toBe('120 of 100,000 characters used');
    expect(screen.queryByTestId('provider-reason')).toBeNull();
    expect(button('Test over HTTP').disabled).toBe(false);
    expect(button('Stream').disabled).toBe(false);
    expect(screen.queryByText('ElevenLabs Not Connected')).toBeNull();
  });

  it("not connected: shows why, disables both buttons, and toasts 'ElevenLabs Not Connected' once per visit", async () => {
    const fake = server({ validate: () => json(NOT_INSTALLED) });
    const { queryClient } = renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });

    await waitFor(() => expect(screen.getByTestId('provider-status').textContent).toBe('not connected'));
    expect(screen.getByTestId('provider-reason').textContent).toBe(NOT_INSTALLED.reason);
    expect(button('Test over HTTP').disabled).toBe(true);
    expect(button('Stream').disabled).toBe(true);
    expect(await screen.findByText('ElevenLabs Not Connected')).toBeTruthy();
    expect(screen.getByText(/Check the ElevenLabs API key, or install the offline voice engine\.$/)).toBeTruthy();

    await act(() => queryClient.refetchQueries({ queryKey: ['/api/voice/validate'] }));
    expect(fake.requestsTo('GET /api/voice/validate')).toHaveLength(2);
    expect(screen.getAllByText('ElevenLabs Not Connected')).toHaveLength(1);
  });

  it('a check that fails is not connected, with the reason it failed', async () => {
    server({ validate: () => json({ error: 'Voice check failed on the server.', code: 'INTERNAL' }, 502) });
    renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });
    await waitFor(() => expect(screen.getByTestId('provider-status').textContent).toBe('not connected'), { timeout: 5000 });
    expect(screen.getByTestId('provider-reason').textContent).not.toBe('');
  });
});

describe('VoiceTestPage text and buttons', () => {
  it("starts with the guardian's greeting and follows the chosen guardian until the text is edited", async () => {
    await renderConnected();
    const openedAt = new Date();
    expect(textArea().value).toBe(defaultVoiceText('angio', openedAt));
    expect(screen.getByText(`${textArea().value.length} of 1000 characters`)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Commander Biome' }));
    expect(textArea().value).toBe(defaultVoiceText('biome', openedAt));

    fireEvent.change(textArea(), { target: { value: 'My own words.' } });
    fireEvent.click(screen.getByRole('radio', { name: 'General Immuno' }));
    expect(textArea().value).toBe('My own words.');
    expect(screen.getByText('13 of 1000 characters')).toBeTruthy();
  });

  it('offers all five guardians as one radio group, each in its colour', async () => {
    await renderConnected();
    const group = screen.getByRole('radiogroup', { name: 'Guardian voice' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual(['angio', 'regenera', 'biome', 'genomica', 'immuno']);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['angio']);
    expect(screen.getByTestId('voice-choice-immuno').style.borderColor).toBe('rgb(245, 159, 0)');
    expect(PERSONAS.immuno.hexColor).toBe('#f59f00');
  });

  it('disables both buttons while the text is empty or only spaces', async () => {
    await renderConnected();
    fireEvent.change(textArea(), { target: { value: '   ' } });
    expect(button('Test over HTTP').disabled).toBe(true);
    expect(button('Stream').disabled).toBe(true);
    fireEvent.change(textArea(), { target: { value: 'Hello' } });
    expect(button('Test over HTTP').disabled).toBe(false);
    expect(button('Stream').disabled).toBe(false);
  });
});

describe('VoiceTestPage HTTP test', () => {
  it('posts the text with the guardian, disables itself while generating, then plays the audio from a blob URL', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = server({ speak: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });
    await waitFor(() => expect(button('Stream').disabled).toBe(false));

    fireEvent.click(screen.getByRole('radio', { name: 'Lady Regenera' }));
    fireEvent.change(textArea(), { target: { value: '  Rest well tonight.  ' } });
    fireEvent.click(button('Test over HTTP'));
    await waitFor(() => expect(fake.requestsTo('POST /api/voice/test')).toHaveLength(1));
    expect(button('Test over HTTP').disabled).toBe(true);
    expect(button('Stream').disabled).toBe(false);
    const [request] = fake.requestsTo('POST /api/voice/test');
    expect(JSON.parse(String(request!.init.body))).toEqual({ text: 'Rest well tonight.', guardianType: 'regenera' });

    answer(wav());
    const audio = await screen.findByLabelText<HTMLAudioElement>('Voice test audio');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.controls).toBe(true);
    await waitFor(() => expect(audio.getAttribute('src')).toBe('blob:http://localhost/1'));
    await waitFor(() => expect(play).toHaveBeenCalled());
    await waitFor(() => expect(button('Test over HTTP').disabled).toBe(false));
  });

  it('a second test replaces the audio and gives the first blob URL back', async () => {
    server();
    renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });
    await waitFor(() => expect(button('Test over HTTP').disabled).toBe(false));
    fireEvent.click(button('Test over HTTP'));
    await screen.findByLabelText('Voice test audio');
    await waitFor(() => expect(button('Test over HTTP').disabled).toBe(false));
    fireEvent.click(button('Test over HTTP'));
    await waitFor(() => expect(screen.getByLabelText('Voice test audio').getAttribute('src')).toBe('blob:http://localhost/2'));
    expect(revokedUrls).toEqual(['blob:http://localhost/1']);
  });

  it("toasts 'Voice Test Failed' with the server's sentence when the test fails", async () => {
    server({ speak: () => json({ error: 'No voice provider can speak now.', code: 'VOICE_UNAVAILABLE' }, 503) });
    renderAppScreen(<VoiceTestPage />, { path: '/voice-test' });
    await waitFor(() => expect(button('Test over HTTP').disabled).toBe(false));
    fireEvent.click(button('Test over HTTP'));
    expect(await screen.findByText('Voice Test Failed')).toBeTruthy();
    expect(screen.getByText('Could not generate voice: No voice provider can speak now. Check the voice provider key if this keeps happening.')).toBeTruthy();
    expect(screen.queryByLabelText('Voice test audio')).toBeNull();
  });
});

describe('VoiceTestPage stream', () => {
  async function startStream() {
    const view = await renderConnected();
    expect(FakeVoiceSocket.made).toHaveLength(0);
    expect(screen.getByTestId('socket-status').textContent).toBe('disconnected');
    expect(screen.queryByRole('region', { name: 'Stream' })).toBeNull();
    fireEvent.change(textArea(), { target: { value: 'How do I keep my heart strong?' } });
    fireEvent.click(button('Stream'));
    expect(screen.getByRole('region', { name: 'Stream' })).toBeTruthy();
    const socket = FakeVoiceSocket.latest();
    return { ...view, socket };
  }

  it('connects at the first Stream, shakes hands for the chosen guardian, shows the reply and plays the parts in order', async () => {
    const { socket } = await startStream();
    expect(socket.url).toBe(`ws://${window.location.host}/ws/voice`);
    expect(screen.getByTestId('socket-status').textContent).toBe('connecting');

    act(() => socket.acceptHandshake('angio'));
    expect(screen.getByTestId('socket-status').textContent).toBe('connected');
    expect(socket.sent).toEqual([
      { type: 'authenticate', userId: 'guest' },
      { type: 'select_guardian', guardianType: 'angio' },
      { type: 'send_text', text: 'How do I keep my heart strong?' },
    ]);

    act(() => socket.receive({ type: 'guardian_response', text: 'Walk thirty minutes a day.', safety: null }));
    expect(screen.getByTestId('voice-reply').textContent).toContain('Walk thirty minutes a day.');
    act(() => socket.receive({ type: 'audio_chunk', audio: audioBase64(0), format: 'wav', seq: 0, final: false }));
    const audio = screen.getByLabelText<HTMLAudioElement>('Voice stream audio');
    expect(audio.hidden).toBe(false);
    expect(audio.getAttribute('src')).toBe('blob:http://localhost/1');
    act(() => socket.receive({ type: 'audio_chunk', audio: audioBase64(1), format: 'wav', seq: 1, final: true }));
    expect(screen.getByTestId('stream-parts-count').textContent).toBe('2 parts received, the last one included');
    // The second part waits for the first to end.
    expect(audio.getAttribute('src')).toBe('blob:http://localhost/1');
    act(() => audio.dispatchEvent(new Event('ended')));
    expect(audio.getAttribute('src')).toBe('blob:http://localhost/2');
    expect(revokedUrls).toEqual(['blob:http://localhost/1']);
  });

  it('selects the guardian again when another is picked, on the same socket', async () => {
    const { socket } = await startStream();
    act(() => socket.acceptHandshake('angio'));
    fireEvent.click(screen.getByRole('radio', { name: 'Lady Genomica' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'select_guardian', guardianType: 'genomica' });
    expect(FakeVoiceSocket.made).toHaveLength(1);
  });

  it('shows an emergency reply as an alert with its call button', async () => {
    const { socket } = await startStream();
    act(() => socket.acceptHandshake('angio'));
    act(() =>
      socket.receive({
        type: 'guardian_response',
        text: 'This may be a heart attack. Call 112 now.',
        safety: { level: 'emergency', reason: 'Chest pain', actions: [{ id: 'call-emergency', text: 'Call 112', action: 'tel:112' }], quickReplies: [] },
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Call 112 now.');
    expect(within(alert).getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
  });

  it("says a check question's quick answer back over the stream", async () => {
    const { socket } = await startStream();
    act(() => socket.acceptHandshake('angio'));
    act(() =>
      socket.receive({
        type: 'guardian_response',
        text: 'Is the chest pain happening now?',
        safety: {
          level: 'check',
          reason: 'chest discomfort',
          actions: [{ id: 'call_emergency', text: 'Call 112', action: 'tel:112' }],
          quickReplies: ['Yes, it is happening now', 'No, it has passed'],
        },
      }),
    );
    act(() => socket.receive({ type: 'audio_chunk', audio: audioBase64(0), format: 'wav', seq: 0, final: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it is happening now' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'send_text', text: 'Yes, it is happening now' });
  });

  it("toasts 'Stream Error' with the server's text on an error message", async () => {
    const { socket } = await startStream();
    act(() => socket.acceptHandshake('angio'));
    act(() => socket.receive({ type: 'error', error: "Today's voice limit is spent. Try again tomorrow.", code: 'VOICE_LIMIT_REACHED' }));
    expect(await screen.findByText('Stream Error')).toBeTruthy();
    expect(screen.getByText("Today's voice limit is spent. Try again tomorrow.")).toBeTruthy();
  });

  it("toasts 'Connection Error' when the socket cannot open", async () => {
    const { socket } = await startStream();
    act(() => socket.drop());
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText('Failed to connect to voice stream')).toBeTruthy();
    expect(screen.getByTestId('socket-status').textContent).toBe('disconnected');
  });

  it('closes the socket when the page is left', async () => {
    const { socket, unmount } = await startStream();
    act(() => socket.acceptHandshake('angio'));
    unmount();
    await waitFor(() => expect(socket.closedWith?.code).toBe(1000));
  });
});
