// A /ws/voice client for API tests and the voice bench: a real `ws` socket with the messages queued as they arrive.
import WebSocket from 'ws';
import { VoiceServerMessage } from '@common/contracts/voice';
import { SESSION_COOKIE } from '../modules/sessions/sessions.service';

export interface VoiceSocketClient {
  socket: WebSocket;
  send(message: unknown): void;
  /** The next message from the server, checked against the contract; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<VoiceServerMessage>;
  /** authenticate as `userId`, then select_guardian, each checked against the server's acknowledgement. */
  ready(userId: string, guardianType: string): Promise<void>;
  /** Messages up to and including the audio chunk marked final (or an error). */
  untilFinal(timeoutMs?: number): Promise<VoiceServerMessage[]>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface VoiceSocketOptions {
  /** Origin header; the server's own by default, null for none. */
  origin?: string | null;
  sessionToken?: string;
}

export async function openVoiceSocket(serverUrl: string, options: VoiceSocketOptions = {}): Promise<VoiceSocketClient> {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? serverUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.sessionToken) headers.cookie = `${SESSION_COOKIE}=${options.sessionToken}`;
  const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/ws/voice`, { headers });
  const queue: VoiceServerMessage[] = [];
  const waiting: ((message: VoiceServerMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = VoiceServerMessage.parse(JSON.parse(String(data)));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`Upgrade refused: ${response.statusCode}`)));
  });
  const next = (timeoutMs = 10_000) =>
    new Promise<VoiceServerMessage>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('No voice socket message in time')), timeoutMs);
      waiting.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  const send = (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  const expectReply = async (type: VoiceServerMessage['type']) => {
    const reply = await next();
    if (reply.type !== type) throw new Error(`Expected ${type}, got ${JSON.stringify(reply)}`);
  };
  return {
    socket,
    send,
    next,
    ready: async (userId, guardianType) => {
      send({ type: 'authenticate', userId });
      await expectReply('authenticated');
      send({ type: 'select_guardian', guardianType });
      await expectReply('guardian_selected');
    },
    untilFinal: async (timeoutMs = 20_000) => {
      const messages: VoiceServerMessage[] = [];
      for (;;) {
        const message = await next(timeoutMs);
        messages.push(message);
        if (message.type === 'error' || (message.type === 'audio_chunk' && message.final)) return messages;
      }
    },
    closed,
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
}
