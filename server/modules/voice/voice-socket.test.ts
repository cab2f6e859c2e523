// WS /ws/voice (issue 11) on a real server with a real `ws` client: identity, the Origin rule, every bad message,
// the chat's triage, and the answer spoken in ordered chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceServerMessage } from '@common/contracts/voice';
import { MAX_VOICE_FRAME_BYTES } from '@common/voice';
import { DEFAULT_VOICE_SETTINGS } from '../../config';
import { registerVisitor } from '../../test/accounts-helpers';
import { createTestDatabase, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { openVoiceSocket } from '../../test/voice-socket-client';
import type { VoiceSocketClient } from '../../test/voice-socket-client';
import { readWav } from './wav';

const app = useTestApp();

/** A guest socket, authenticated and with a guardian chosen. */
async function readySocket(guardianType = 'angio'): Promise<VoiceSocketClient> {
  const client = await openVoiceSocket(app.url);
  await client.ready('guest', guardianType);
  return client;
}

function errorCode(message: VoiceServerMessage): string | undefined {
  return message.type === 'error' ? message.code : undefined;
}

describe('the upgrade', () => {
  it('refuses a page of another site before the upgrade completes', async () => {
    await expect(openVoiceSocket(app.url, { origin: 'https://evil.example' })).rejects.toThrow(/Upgrade refused: 403/);
  });

  it('answers 404 to an upgrade anywhere else', async () => {
    const client = openVoiceSocket(app.url.replace(/$/, '/ws/other'));
    await expect(client).rejects.toThrow();
  });
});

describe('identity', () => {
  it('takes "guest" from a signed-out visitor and refuses any other id, the spec’s fixed 1 included', async () => {
    const client = await openVoiceSocket(app.url);
    client.send({ type: 'authenticate', userId: 1 });
    expect(errorCode(await client.next())).toBe('AUTHENTICATION_FAILED');
    client.send({ type: 'authenticate', userId: 'guest' });
    expect(await client.next()).toEqual({ type: 'authenticated', userId: 'guest' });
    await client.close();
  });

  it("takes the session's own user id, and refuses another account's", async () => {
    const { visitor, userId } = await registerVisitor(app);
    const other = await registerVisitor(app);
    const client = await openVoiceSocket(app.url, { sessionToken: visitor.sessionToken });
    client.send({ type: 'authenticate', userId: other.userId });
    expect(errorCode(await client.next())).toBe('AUTHENTICATION_FAILED');
    client.send({ type: 'authenticate', userId: 'guest' });
    expect(errorCode(await client.next())).toBe('AUTHENTICATION_FAILED');
    client.send({ type: 'authenticate', userId });
    expect(await client.next()).toEqual({ type: 'authenticated', userId });
    await client.close();
  });
});

describe('bad messages get an error and the socket stays open', () => {
  it.each([
    ['bad JSON', '{"type": "send_text",', 'INVALID_JSON'],
    ['an unknown type', { type: 'play_music' }, 'UNKNOWN_MESSAGE'],
    ['a message that is not an object', [1, 2, 3], 'UNKNOWN_MESSAGE'],
    ['a known type with a wrong field', { type: 'select_guardian', guardianType: 7 }, 'INVALID_MESSAGE'],
    ['an unknown guardian', { type: 'select_guardian', guardianType: 'zeus' }, 'UNKNOWN_GUARDIAN'],
  ])('%s', async (_case, message, code) => {
    const client = await openVoiceSocket(app.url);
    client.send(message);
    expect(errorCode(await client.next())).toBe(code);
    client.send({ type: 'authenticate', userId: 'guest' });
    expect((await client.next()).type).toBe('authenticated');
    await client.close();
  });

  it('wants authenticate, then a guardian, before a text; and a text of 1 to 1,000 characters', async () => {
    const client = await openVoiceSocket(app.url);
    client.send({ type: 'send_text', text: 'Hello' });
    expect(errorCode(await client.next())).toBe('NOT_AUTHENTICATED');
    client.send({ type: 'authenticate', userId: 'guest' });
    await client.next();
    client.send({ type: 'send_text', text: 'Hello' });
    expect(errorCode(await client.next())).toBe('NO_GUARDIAN');
    client.send({ type: 'select_guardian', guardianType: 'biome' });
    await client.next();
    client.send({ type: 'send_text', text: '  ' });
    expect(errorCode(await client.next())).toBe('EMPTY_TEXT');
    client.send({ type: 'send_text', text: 'a'.repeat(1001) });
    expect(errorCode(await client.next())).toBe('TEXT_TOO_LONG');
    await client.close();
  });

  it('answers a binary frame with an error, and closes on a frame over 16 kB (1009)', async () => {
    const client = await openVoiceSocket(app.url);
    client.socket.send(Buffer.from([1, 2, 3]));
    expect(errorCode(await client.next())).toBe('BINARY_NOT_SUPPORTED');
    client.send({ type: 'send_text', text: 'x'.repeat(MAX_VOICE_FRAME_BYTES) });
    expect((await client.closed).code).toBe(1009);
  });
});

describe('the stream', () => {
  it("sends the guardian's answer, then its audio in ordered WAV chunks ending with final", async () => {
    const client = await readySocket('biome');
    client.send({ type: 'send_text', text: 'How can I support my gut with fibre?' });
    const messages = await client.untilFinal();
    const [first, ...chunks] = messages;
    expect(first?.type).toBe('guardian_response');
    if (first?.type !== 'guardian_response') throw new Error('no answer');
    expect(first.text.length).toBeGreaterThan(20);
    expect(first.safety).toBeNull();
    expect(chunks.length).toBeGreaterThan(0);
    chunks.forEach((chunk, index) => {
      if (chunk.type !== 'audio_chunk') throw new Error(`expected audio, got ${chunk.type}`);
      expect(chunk).toMatchObject({ format: 'wav', seq: index, final: index === chunks.length - 1 });
      expect(readWav(Buffer.from(chunk.audio, 'base64')).pcm.length).toBeGreaterThan(1000);
    });
    // The socket takes the next text once the answer is spoken.
    client.send({ type: 'send_text', text: 'Thank you' });
    expect((await client.untilFinal()).at(-1)).toMatchObject({ type: 'audio_chunk', final: true });
    await client.close();
  });

  it('answers an emergency with the triage reply and its emergency number, spoken, and nothing to buy', async () => {
    const client = await readySocket('biome');
    client.send({ type: 'send_text', text: 'I have chest pain and my left arm is numb right now' });
    const messages = await client.untilFinal();
    const answer = messages[0];
    if (answer?.type !== 'guardian_response') throw new Error('no answer');
    expect(answer.text.startsWith('This sounds like it could be an emergency. Call 112 now')).toBe(true);
    expect(answer.safety).toMatchObject({ level: 'emergency' });
    expect(answer.safety?.actions).toContainEqual({ id: 'call_emergency', text: 'Call 112', action: 'tel:112' });
    for (const message of messages) expect(JSON.stringify(message)).not.toMatch(/"products"|"price"/);
    expect(messages.at(-1)).toMatchObject({ type: 'audio_chunk', final: true });
    await client.close();
  });

  it('takes one text at a time per socket', async () => {
    const client = await readySocket('angio');
    client.send({ type: 'send_text', text: 'Tell me about circulation and exercise.' });
    client.send({ type: 'send_text', text: 'And another one.' });
    const messages = [...(await client.untilFinal())];
    while (messages.at(-1)?.type === 'error') messages.push(...(await client.untilFinal()));
    expect(messages.map(errorCode)).toContain('STREAM_BUSY');
    expect(messages.at(-1)).toMatchObject({ type: 'audio_chunk', final: true });
    await client.close();
  });

  it('reads a spoken conversation as one: "yes" to the check question is the emergency it asked about', async () => {
    const client = await readySocket('angio');
    const replyTo = async (text: string) => {
      client.send({ type: 'send_text', text });
      const answer = (await client.untilFinal()).find((message) => message.type === 'guardian_response');
      if (answer?.type !== 'guardian_response') throw new Error('no answer');
      return answer;
    };
    const check = await replyTo('I had some chest discomfort earlier');
    expect(check.safety?.level).toBe('check');
    const yes = check.safety?.quickReplies[0];
    expect(yes).toMatch(/^Yes/);
    const emergency = await replyTo(yes ?? '');
    expect(emergency.safety?.level).toBe('emergency');
    // Another guardian starts another conversation.
    client.send({ type: 'select_guardian', guardianType: 'biome' });
    const fresh = await replyTo(yes ?? '');
    expect(fresh.safety?.level).not.toBe('emergency');
    await client.close();
  });

  it('does not store what is said over the socket in the chat history', async () => {
    const { visitor, userId } = await registerVisitor(app);
    const client = await openVoiceSocket(app.url, { sessionToken: visitor.sessionToken });
    await client.ready(userId, 'immuno');
    client.send({ type: 'send_text', text: 'How do I support my immune system?' });
    expect((await client.untilFinal()).at(-1)).toMatchObject({ type: 'audio_chunk', final: true });
    await client.close();
    const history = (await (await visitor.get(`/api/guardian-chat/history/${userId}`)).json()) as { messages: unknown[] };
    expect(history.messages).toEqual([]);
  });
});

describe('socket lifetime', () => {
  let database: TestDatabase;
  let server: TestApp;
  let serverClosed = false;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp({ location: database.location, voice: { ...DEFAULT_VOICE_SETTINGS, socketIdleMs: 300 } });
  });
  afterAll(async () => {
    if (!serverClosed) await server.close();
    await database.drop();
  });

  it('closes a quiet socket (1000), and every socket when the server shuts down (1001)', async () => {
    const quiet = await openVoiceSocket(server.url);
    expect((await quiet.closed).code).toBe(1000);
    const open = await openVoiceSocket(server.url);
    open.send({ type: 'authenticate', userId: 'guest' });
    await open.next();
    serverClosed = true;
    await server.close();
    expect((await open.closed).code).toBe(1001);
  });
});
