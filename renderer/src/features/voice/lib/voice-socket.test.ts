import { beforeEach, describe, expect, it } from 'vitest';
import type { VoiceStreamListener } from './voice-socket';
import { UNREADABLE_MESSAGE_TEXT, VoiceSocket, voiceSocketUrl } from './voice-socket';
import { audioBase64, FakeVoiceSocket } from './test-support/fake-voice-socket';

function recordingListener() {
  const events: string[] = [];
  const parts: { seq: number; final: boolean; type: string }[] = [];
  const listener: VoiceStreamListener = {
    status: (status) => events.push(`status:${status}`),
    reply: (text, safety) => events.push(`reply:${text}${safety ? `:${safety.level}` : ''}`),
    audioPart: (part) => {
      parts.push({ seq: part.seq, final: part.final, type: part.audio.type });
      events.push(`part:${part.seq}`);
    },
    streamEnded: () => events.push('ended'),
    streamError: (message) => events.push(`streamError:${message}`),
    connectionError: () => events.push('connectionError'),
  };
  return { listener, events, parts };
}

function voiceSocket(options: { guardianType?: string; userId?: string; createSocket?: (url: string) => FakeVoiceSocket } = {}) {
  const recorded = recordingListener();
  const client = new VoiceSocket({
    url: 'ws://store.test/ws/voice',
    userId: () => options.userId ?? 'guest',
    guardianType: options.guardianType ?? 'angio',
    listener: recorded.listener,
    createSocket: options.createSocket ?? ((url) => new FakeVoiceSocket(url)),
  });
  return { client, ...recorded };
}

const chunk = (seq: number, final = false) => ({ type: 'audio_chunk', audio: audioBase64(seq), format: 'wav', seq, final }) as const;

beforeEach(() => FakeVoiceSocket.reset());

describe('voiceSocketUrl', () => {
  it('follows the page: ws: on http, wss: on https, same host and port', () => {
    expect(voiceSocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/ws/voice');
    expect(voiceSocketUrl({ protocol: 'https:', host: 'guardians.example' })).toBe('wss://guardians.example/ws/voice');
  });
});

describe('VoiceSocket handshake', () => {
  it('opens no socket until the first stream', () => {
    const { client } = voiceSocket();
    client.selectGuardian('biome');
    expect(FakeVoiceSocket.made).toHaveLength(0);
    expect(client.status).toBe('disconnected');
  });

  it('sends authenticate, then select_guardian after "authenticated", then send_text after "guardian_selected"', () => {
    const { client, events } = voiceSocket({ userId: 'user-7', guardianType: 'regenera' });
    client.stream('Hello there');
    const socket = FakeVoiceSocket.latest();
    expect(socket.url).toBe('ws://store.test/ws/voice');
    expect(client.status).toBe('connecting');
    expect(socket.sent).toEqual([]);

    socket.open();
    expect(client.status).toBe('connected');
    expect(socket.sent).toEqual([{ type: 'authenticate', userId: 'user-7' }]);

    socket.receive({ type: 'authenticated', userId: 'user-7' });
    expect(socket.sent.at(-1)).toEqual({ type: 'select_guardian', guardianType: 'regenera' });
    expect(socket.sentTypes()).toEqual(['authenticate', 'select_guardian']);

    socket.receive({ type: 'guardian_selected', guardianType: 'regenera' });
    expect(socket.sent.at(-1)).toEqual({ type: 'send_text', text: 'Hello there' });
    expect(events.slice(0, 2)).toEqual(['status:connecting', 'status:connected']);
  });

  it('selects the guardian again when it changes, and sends the next text only once the server has selected it', () => {
    const { client } = voiceSocket();
    client.stream('first');
    const socket = FakeVoiceSocket.latest();
    socket.acceptHandshake('angio');
    socket.receive(chunk(0, true));

    client.selectGuardian('immuno');
    expect(socket.sent.at(-1)).toEqual({ type: 'select_guardian', guardianType: 'immuno' });
    client.stream('second');
    expect(socket.sentTypes()).toEqual(['authenticate', 'select_guardian', 'send_text', 'select_guardian']);

    socket.receive({ type: 'guardian_selected', guardianType: 'immuno' });
    expect(socket.sent.at(-1)).toEqual({ type: 'send_text', text: 'second' });
    expect(FakeVoiceSocket.made).toHaveLength(1);
  });

  it('a guardian changed while the selection is on its way is selected again before the text goes', () => {
    const { client } = voiceSocket();
    client.stream('text');
    const socket = FakeVoiceSocket.latest();
    socket.open();
    socket.receive({ type: 'authenticated', userId: 'guest' });
    client.selectGuardian('genomica');
    socket.receive({ type: 'guardian_selected', guardianType: 'angio' });
    expect(socket.sent.at(-1)).toEqual({ type: 'select_guardian', guardianType: 'genomica' });
    socket.receive({ type: 'guardian_selected', guardianType: 'genomica' });
    expect(socket.sent.at(-1)).toEqual({ type: 'send_text', text: 'text' });
  });
});

describe('VoiceSocket stream', () => {
  function streaming() {
    const made = voiceSocket();
    made.client.stream('Tell me about my heart');
    const socket = FakeVoiceSocket.latest();
    socket.acceptHandshake('angio');
    return { ...made, socket };
  }

  it('hands on the reply and the audio parts as Blobs of their type, and ends at the final part', () => {
    const { socket, events, parts } = streaming();
    socket.receive({ type: 'guardian_response', text: 'Walk daily.', safety: null });
    socket.receive(chunk(0));
    socket.receive({ ...chunk(1, true), format: 'mpeg' });
    expect(events.filter((event) => !event.startsWith('status'))).toEqual(['reply:Walk daily.', 'part:0', 'part:1', 'ended']);
    expect(parts).toEqual([
      { seq: 0, final: false, type: 'audio/wav' },
      { seq: 1, final: true, type: 'audio/mpeg' },
    ]);
  });

  it('passes on a safety verdict with the reply', () => {
    const { socket, events } = streaming();
    socket.receive({
      type: 'guardian_response',
      text: 'Call 112 now.',
      safety: { level: 'emergency', reason: 'Chest pain', actions: [{ id: 'call', text: 'Call 112', action: 'tel:112' }], quickReplies: [] },
    });
    expect(events).toContain('reply:Call 112 now.:emergency');
  });

  it('releases parts in seq order when they arrive out of order', () => {
    const { socket, parts } = streaming();
    socket.receive(chunk(1));
    expect(parts).toEqual([]);
    socket.receive(chunk(0));
    socket.receive(chunk(3));
    expect(parts.map((part) => part.seq)).toEqual([0, 1]);
    socket.receive(chunk(2, true));
    expect(parts.map((part) => part.seq)).toEqual([0, 1, 2, 3]);
  });

  it('at the final part, releases what it holds past a missing part, so nothing waits for ever', () => {
    const { socket, parts, events } = streaming();
    socket.receive(chunk(0));
    socket.receive(chunk(2, true));
    expect(parts.map((part) => part.seq)).toEqual([0, 2]);
    expect(events.at(-1)).toBe('ended');
  });

  it('a part that is not base64 is skipped with a Stream Error, and the parts after it still play', () => {
    const { socket, events, parts } = streaming();
    socket.receive({ ...chunk(0), audio: '%%% not base64 %%%' });
    socket.receive(chunk(1, true));
    expect(parts.map((part) => part.seq)).toEqual([1]);
    expect(events.some((event) => event.startsWith('streamError:'))).toBe(true);
    expect(events.at(-1)).toBe('ended');
  });

  it("turns the server's error message into a Stream Error with its text, and ends the stream", () => {
    const { socket, events } = streaming();
    socket.receive({ type: 'error', error: "Today's voice limit is spent.", code: 'VOICE_LIMIT_REACHED' });
    expect(events.slice(-2)).toEqual(['ended', "streamError:Today's voice limit is spent."]);
  });

  it('reports a message it cannot read as a Stream Error', () => {
    const { socket, events } = streaming();
    socket.receive('not json');
    socket.receive(JSON.stringify({ type: 'audio_chunk', seq: 'first' }));
    expect(events.filter((event) => event === `streamError:${UNREADABLE_MESSAGE_TEXT}`)).toHaveLength(2);
  });

  it('a new stream silences the answer still arriving, and sends its text only when that answer has ended', () => {
    const { client, socket, events, parts } = streaming();
    socket.receive({ type: 'guardian_response', text: 'Old answer', safety: null });
    socket.receive(chunk(0));
    client.stream('A first new question');
    client.stream('A second new question');
    // The server speaks one answer at a time: nothing is sent while the old one is still arriving.
    expect(socket.sentTypes()).toEqual(['authenticate', 'select_guardian', 'send_text']);

    socket.receive(chunk(1, true));
    expect(socket.sent.at(-1)).toEqual({ type: 'send_text', text: 'A second new question' });
    expect(socket.sentTypes().filter((type) => type === 'send_text')).toHaveLength(2);
    socket.receive({ type: 'guardian_response', text: 'New answer', safety: null });
    socket.receive(chunk(0, true));
    expect(parts.map((part) => part.seq)).toEqual([0, 0]);
    expect(events.filter((event) => event.startsWith('reply:'))).toEqual(['reply:Old answer', 'reply:New answer']);
    expect(events.filter((event) => event === 'ended')).toHaveLength(1);
  });

  it('a text waiting behind an answer that fails is sent after the error, which is not reported for the silenced answer', () => {
    const { client, socket, events } = streaming();
    client.stream('Next question');
    socket.receive({ type: 'error', error: 'Something went wrong on our side; try again.', code: 'INTERNAL_ERROR' });
    expect(socket.sent.at(-1)).toEqual({ type: 'send_text', text: 'Next question' });
    expect(events.some((event) => event.startsWith('streamError:'))).toBe(false);
  });
});

describe('VoiceSocket connection', () => {
  it('a socket that cannot open is a Connection Error, and the next stream tries a new one', () => {
    const { client, events } = voiceSocket();
    client.stream('Hello');
    FakeVoiceSocket.latest().drop();
    expect(events).toEqual(['status:connecting', 'status:disconnected', 'ended', 'connectionError']);
    expect(client.status).toBe('disconnected');

    client.stream('Hello again');
    expect(FakeVoiceSocket.made).toHaveLength(2);
  });

  it('a socket the browser refuses to make (a bad URL) is a Connection Error too', () => {
    const { client, events } = voiceSocket({
      createSocket: () => {
        throw new SyntaxError('bad url');
      },
    });
    client.stream('Hello');
    expect(events).toEqual(['ended', 'connectionError']);
    expect(client.status).toBe('disconnected');
  });

  it('closing while a stream is on its way is a Connection Error; closing while idle only says disconnected', () => {
    const first = voiceSocket();
    first.client.stream('Hello');
    FakeVoiceSocket.latest().acceptHandshake('angio');
    FakeVoiceSocket.latest().drop();
    expect(first.events).toContain('connectionError');
    expect(first.events).toContain('ended');

    const second = voiceSocket();
    second.client.stream('Hello');
    const socket = FakeVoiceSocket.latest();
    socket.acceptHandshake('angio');
    socket.receive(chunk(0, true));
    socket.drop();
    expect(second.events).not.toContain('connectionError');
    expect(second.events.at(-1)).toBe('status:disconnected');
  });

  it('close() closes the socket without a Connection Error and hears nothing after it', () => {
    const { client, events } = voiceSocket();
    client.stream('Hello');
    const socket = FakeVoiceSocket.latest();
    socket.acceptHandshake('angio');
    client.close();
    expect(socket.closedWith?.code).toBe(1000);
    expect(socket.onmessage).toBeNull();
    expect(socket.onclose).toBeNull();
    expect(events).not.toContain('connectionError');
    expect(events.at(-1)).toBe('status:disconnected');
  });

  it('an error answering authenticate closes the socket and says why', () => {
    const { client, events } = voiceSocket();
    client.stream('Hello');
    const socket = FakeVoiceSocket.latest();
    socket.open();
    socket.receive({ type: 'error', error: 'Sign in again to use the voice stream.', code: 'UNAUTHENTICATED' });
    expect(socket.closedWith).not.toBeNull();
    expect(events).toContain('streamError:Sign in again to use the voice stream.');
    expect(client.status).toBe('disconnected');
  });

  it('an unknown guardian refused by the server drops the waiting text and says why', () => {
    const { client, events } = voiceSocket({ guardianType: 'zeus' });
    client.stream('Hello');
    const socket = FakeVoiceSocket.latest();
    socket.open();
    socket.receive({ type: 'authenticated', userId: 'guest' });
    socket.receive({ type: 'error', error: 'There is no guardian "zeus".', code: 'UNKNOWN_GUARDIAN' });
    expect(socket.sentTypes()).toEqual(['authenticate', 'select_guardian']);
    expect(events.slice(-2)).toEqual(['ended', 'streamError:There is no guardian "zeus".']);
    expect(client.status).toBe('connected');
  });
});
