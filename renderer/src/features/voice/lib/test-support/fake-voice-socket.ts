// A stand-in for the browser's WebSocket on /ws/voice: records what the client sends and lets a test play the server.
import type { VoiceClientMessage, VoiceServerMessage } from '@common/contracts/voice';
import type { VoiceSocketConnection } from '../voice-socket';

export class FakeVoiceSocket implements VoiceSocketConnection {
  /** Every socket made since the last reset, oldest first. */
  static made: FakeVoiceSocket[] = [];

  readonly url: string;
  readonly sent: VoiceClientMessage[] = [];
  closedWith: { code?: number | undefined; reason?: string | undefined } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeVoiceSocket.made.push(this);
  }

  static reset(): void {
    FakeVoiceSocket.made = [];
  }

  static latest(): FakeVoiceSocket {
    const socket = FakeVoiceSocket.made.at(-1);
    if (!socket) throw new Error('No voice socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as VoiceClientMessage);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }

  /** The types of the messages sent, in order. */
  sentTypes(): string[] {
    return this.sent.map((message) => message.type);
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message (an object is sent as JSON, a string as it is). */
  receive(message: VoiceServerMessage | string): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection fails or the server closes it. */
  drop(): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  /** Opens and answers the handshake: authenticated, then the guardian selected. */
  acceptHandshake(guardianType: string, userId = 'guest'): void {
    this.open();
    this.receive({ type: 'authenticated', userId });
    this.receive({ type: 'guardian_selected', guardianType });
  }
}

/** base64 of a few bytes, tagged so a test can tell parts apart. */
export function audioBase64(tag: number): string {
  return btoa(String.fromCharCode(82, 73, 70, 70, tag));
}
