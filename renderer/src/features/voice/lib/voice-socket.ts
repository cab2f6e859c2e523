// The /ws/voice client of spec 7 (issue 11): authenticate, select the guardian, send text; the guardian's reply and
// its audio come back as messages. The socket comes from a factory, so a test drives the client with a fake.
import type { ChatSafety } from '@common/contracts/chat';
import type { AudioFormat, VoiceClientMessage } from '@common/contracts/voice';
import { VoiceServerMessage } from '@common/contracts/voice';
import { audioBlobFromBase64 } from './audio-queue';

export type VoiceSocketStatus = 'disconnected' | 'connecting' | 'connected';

/** The part of a browser WebSocket the client uses. */
export interface VoiceSocketConnection {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type VoiceSocketFactory = (url: string) => VoiceSocketConnection;

export interface VoiceAudioPart {
  seq: number;
  final: boolean;
  format: AudioFormat;
  audio: Blob;
}

/** What the client tells the page. Every call is about the latest stream; older ones are silenced. */
export interface VoiceStreamListener {
  status(status: VoiceSocketStatus): void;
  reply(text: string, safety: ChatSafety | null): void;
  /** The stream's audio parts, in `seq` order. */
  audioPart(part: VoiceAudioPart): void;
  /** The stream is over: its final part arrived, the server answered it with an error, or the socket closed. */
  streamEnded(): void;
  /** Spec 8's 'Stream Error': the server's own sentence. */
  streamError(message: string): void;
  /** Spec 8's 'Connection Error': the socket could not open, or closed while something was on its way. */
  connectionError(): void;
}

export interface VoiceSocketOptions {
  url: string;
  /** Who the socket says it is, asked at each connection: the signed-in user's id, or GUEST_VOICE_USER. */
  userId: () => string;
  guardianType: string;
  listener: VoiceStreamListener;
  createSocket?: VoiceSocketFactory;
}

export const UNREADABLE_MESSAGE_TEXT = 'The voice stream sent a message this app cannot read.';
export const UNREADABLE_AUDIO_TEXT = 'A part of the spoken answer could not be read and was skipped.';

/** ws: or wss: following the page, on the page's own host (the server's upgrade checks the Origin like any write). */
export function voiceSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/voice`;
}

/** One send_text's answer on its way: its parts are released in `seq` order. A discarded one is received silently. */
interface PendingStream {
  discarded: boolean;
  nextSeq: number;
  /** Parts ahead of `nextSeq`; null for a part that could not be read (skipped when its turn comes). */
  held: Map<number, VoiceAudioPart | null>;
}

type Phase = 'closed' | 'connecting' | 'authenticating' | 'selecting' | 'ready';

const UNKNOWN_GUARDIAN_CODE = 'UNKNOWN_GUARDIAN';

const browserSocket: VoiceSocketFactory = (url) => new WebSocket(url);

/**
 * The handshake is in order: authenticate, then (after 'authenticated') select_guardian, then (after
 * 'guardian_selected') the text waiting. A guardian changed later is selected again before the next text is sent.
 */
export class VoiceSocket {
  readonly #options: VoiceSocketOptions;
  readonly #listener: VoiceStreamListener;
  readonly #createSocket: VoiceSocketFactory;
  #socket: VoiceSocketConnection | null = null;
  #phase: Phase = 'closed';
  #opened = false;
  #guardianType: string;
  #selectedGuardian: string | null = null;
  /** The text to speak once the handshake and the answer still arriving are done. */
  #waitingText: string | null = null;
  #streams: PendingStream[] = [];

  constructor(options: VoiceSocketOptions) {
    this.#options = options;
    this.#listener = options.listener;
    this.#createSocket = options.createSocket ?? browserSocket;
    this.#guardianType = options.guardianType;
  }

  get status(): VoiceSocketStatus {
    if (this.#phase === 'closed') return 'disconnected';
    return this.#opened ? 'connected' : 'connecting';
  }

  /** The guardian whose voice speaks next; selected at once when the socket is ready, else at its handshake. */
  selectGuardian(guardianType: string): void {
    this.#guardianType = guardianType;
    this.#flush();
  }

  /**
   * Speaks `text` over the socket, opening it first if needed. An answer still arriving is silenced: this text is
   * sent when it ends, and replaces any text already waiting.
   */
  stream(text: string): void {
    for (const pending of this.#streams) pending.discarded = true;
    this.#waitingText = text;
    if (this.#socket === null) this.#connect();
    else this.#flush();
  }

  /** Closes the socket on purpose (the page is left): the status turns 'disconnected', and nothing else is reported. */
  close(): void {
    const socket = this.#socket;
    if (socket === null) return;
    this.#forget();
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    socket.close(1000, 'Voice test closed');
  }

  #connect(): void {
    let socket: VoiceSocketConnection;
    try {
      socket = this.#createSocket(this.#options.url);
    } catch {
      this.#waitingText = null;
      this.#listener.streamEnded();
      this.#listener.connectionError();
      return;
    }
    this.#socket = socket;
    this.#phase = 'connecting';
    this.#opened = false;
    this.#listener.status('connecting');
    socket.onopen = () => {
      this.#opened = true;
      this.#phase = 'authenticating';
      this.#listener.status('connected');
      this.#send({ type: 'authenticate', userId: this.#options.userId() });
    };
    socket.onmessage = (event) => this.#receive(event.data);
    // The close event follows an error and says the rest.
    socket.onerror = () => undefined;
    socket.onclose = () => this.#closedByOtherSide();
  }

  #closedByOtherSide(): void {
    const streamLive = this.#waitingText !== null || this.#streams.some((pending) => !pending.discarded);
    const neverOpened = !this.#opened;
    this.#forget();
    if (streamLive) this.#listener.streamEnded();
    // Closed while idle (the server ends a quiet socket after two minutes): the next stream simply connects again.
    if (neverOpened || streamLive) this.#listener.connectionError();
  }

  /** Back to no socket: the next stream() connects again. */
  #forget(): void {
    this.#socket = null;
    this.#phase = 'closed';
    this.#opened = false;
    this.#selectedGuardian = null;
    this.#waitingText = null;
    this.#streams = [];
    this.#listener.status('disconnected');
  }

  #send(message: VoiceClientMessage): void {
    this.#socket?.send(JSON.stringify(message));
  }

  /**
   * Moves the handshake on: selects the wanted guardian, then sends the text waiting for it. The server speaks one
   * answer at a time (a second send_text meanwhile is refused, STREAM_BUSY), so the text waits for the answer still
   * arriving to end.
   */
  #flush(): void {
    if (this.#phase !== 'ready') return;
    if (this.#selectedGuardian !== this.#guardianType) {
      this.#phase = 'selecting';
      this.#send({ type: 'select_guardian', guardianType: this.#guardianType });
      return;
    }
    const text = this.#waitingText;
    if (text === null || this.#streams.length > 0) return;
    this.#waitingText = null;
    this.#streams.push({ discarded: false, nextSeq: 0, held: new Map() });
    this.#send({ type: 'send_text', text });
  }

  #receive(data: unknown): void {
    let parsed: ReturnType<typeof VoiceServerMessage.safeParse>;
    try {
      parsed = VoiceServerMessage.safeParse(JSON.parse(String(data)));
    } catch {
      this.#listener.streamError(UNREADABLE_MESSAGE_TEXT);
      return;
    }
    if (!parsed.success) {
      this.#listener.streamError(UNREADABLE_MESSAGE_TEXT);
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'authenticated':
        this.#phase = 'ready';
        this.#flush();
        return;
      case 'guardian_selected':
        this.#selectedGuardian = message.guardianType;
        this.#phase = 'ready';
        this.#flush();
        return;
      case 'guardian_response': {
        const pending = this.#streams[0];
        if (pending && !pending.discarded) this.#listener.reply(message.text, message.safety);
        return;
      }
      case 'audio_chunk':
        this.#receivePart(message);
        return;
      case 'error':
        this.#receiveError(message.error, message.code);
        return;
    }
  }

  #receivePart(message: Extract<VoiceServerMessage, { type: 'audio_chunk' }>): void {
    const pending = this.#streams[0];
    if (!pending) return;
    if (!pending.discarded) {
      let part: VoiceAudioPart | null = null;
      try {
        part = { seq: message.seq, final: message.final, format: message.format, audio: audioBlobFromBase64(message.audio, message.format) };
      } catch {
        this.#listener.streamError(UNREADABLE_AUDIO_TEXT);
      }
      pending.held.set(message.seq, part);
      this.#release(pending, message.final);
    }
    if (message.final) {
      this.#streams.shift();
      if (!pending.discarded) this.#listener.streamEnded();
      this.#flush();
    }
  }

  /** Hands on the parts that are next in line; after the final one, whatever is left, in order (none is lost to a gap). */
  #release(pending: PendingStream, everything: boolean): void {
    while (pending.held.has(pending.nextSeq)) {
      const part = pending.held.get(pending.nextSeq);
      pending.held.delete(pending.nextSeq);
      pending.nextSeq += 1;
      if (part) this.#listener.audioPart(part);
    }
    if (!everything) return;
    for (const seq of [...pending.held.keys()].sort((a, b) => a - b)) {
      const part = pending.held.get(seq);
      if (part) this.#listener.audioPart(part);
    }
    pending.held.clear();
  }

  /**
   * An error answers the handshake step on its way, or else the oldest stream still arriving. While a new guardian is
   * being selected and a stream is still arriving, only UNKNOWN_GUARDIAN is about the selection.
   */
  #receiveError(text: string, code: string): void {
    if (this.#phase === 'authenticating') {
      // Not accepted: start over at the next stream rather than keep sending on a socket that is not ours.
      const wanted = this.#waitingText !== null;
      this.close();
      if (wanted) this.#listener.streamEnded();
      this.#listener.streamError(text);
      return;
    }
    if (this.#phase === 'selecting' && (this.#streams.length === 0 || code === UNKNOWN_GUARDIAN_CODE)) {
      // The texts waited for this guardian: they are dropped, and the next stream selects again.
      this.#phase = 'ready';
      const wanted = this.#waitingText !== null;
      this.#waitingText = null;
      if (wanted) this.#listener.streamEnded();
      this.#listener.streamError(text);
      return;
    }
    const pending = this.#streams.shift();
    if (!pending?.discarded) {
      if (pending) this.#listener.streamEnded();
      this.#listener.streamError(text);
    }
    this.#flush();
  }
}
