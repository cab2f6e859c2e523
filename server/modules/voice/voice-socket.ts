// WS /ws/voice (spec 6, 7): the guardian's answer to a text, through the chat service and its triage, then spoken
// part by part as audio_chunk messages. Same server and port as the API; the `ws` package does the protocol.
//
// The upgrade passes the Origin rule of every write (another site's page is refused before the upgrade completes);
// identity is the session cookie, and `authenticate` must name it (the session's user id, or "guest" when signed
// out). Every message is checked: bad JSON, unknown types, a text before a guardian, a text too long, a second text
// while one is being spoken each get an `error` message and the socket stays open. A frame over 16 kB closes it
// (1009); two quiet minutes close it (1000); the server's shutdown closes every socket (1001).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { MAX_CHAT_HISTORY } from '@common/contracts/chat';
import type { ChatTurn } from '@common/contracts/chat';
import { GUEST_VOICE_USER, VoiceClientMessage } from '@common/contracts/voice';
import type { VoiceServerMessage } from '@common/contracts/voice';
import type { GuardianId } from '@common/guardians';
import { MAX_VOICE_FRAME_BYTES } from '@common/voice';
import type { RateLimit } from '../../config';
import { AppError } from '../../http/app-error';
import { comesFromAnotherSite, ownOriginOf, unknownHostReporter } from '../../http/origin-check';
import type { RateLimiter } from '../../http/rate-limit';
import type { ChatService } from '../chat/chat.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { AccountUser } from '@common/contracts/accounts';
import { checkVoiceGuardian, checkVoiceText, voiceAskerOf } from './voice.service';
import type { VoiceAsker, VoiceService } from './voice.service';

export const VOICE_SOCKET_PATH = '/ws/voice';
export const VOICE_SOCKET_IDLE_MS = 2 * 60 * 1000;

export interface VoiceSocketDependencies {
  sessions: SessionsService;
  chat: ChatService;
  voice: VoiceService;
  /** The chat's own budget: a text over the socket counts as a chat message. */
  limiter: RateLimiter;
  messagesPerWindow: RateLimit;
  logger: Logger;
  allowedOrigins: readonly string[];
  publicOrigin: string | undefined;
  /** Host names believed besides loopback ones when there is no public origin (GUARDIANS_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** Express's compiled `trust proxy` (app.get('trust proxy fn')): whether X-Forwarded-* of this peer count. */
  trustsProxy: (address: string, hop: number) => boolean;
  idleMs?: number;
}

interface Connection {
  user: AccountUser | null;
  /** The client's address, as the chat's rate limit of signed-out visitors counts it. */
  address: string;
  asker: VoiceAsker;
  authenticated: boolean;
  guardianId: GuardianId | undefined;
  speaking: boolean;
  /**
   * The conversation so far on this socket, with this guardian, kept in memory only (never stored): the triage reads
   * it, so a "Yes" to the guardian's check question is the emergency it asked about, and a crisis stays one.
   */
  history: ChatTurn[];
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

export class VoiceSocketServer {
  readonly #deps: VoiceSocketDependencies;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_VOICE_FRAME_BYTES });
  readonly #allowed: ReadonlySet<string>;
  readonly #reportUnknownHost: (host: string | undefined) => void;

  constructor(deps: VoiceSocketDependencies) {
    this.#deps = deps;
    this.#allowed = new Set(deps.allowedOrigins);
    this.#reportUnknownHost = unknownHostReporter(deps.logger);
  }

  /** Handles upgrades to /ws/voice on this server; any other upgrade is answered 404. */
  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.#upgrade(req, socket, head).catch((error: unknown) => {
        this.#deps.logger.error({ err: error }, 'The voice socket upgrade failed');
        refuseUpgrade(socket, 503, 'Service Unavailable');
      });
    });
  }

  /** Closes every socket (1001) and stops accepting new ones; sockets that do not close in a second are cut. */
  async close(): Promise<void> {
    const clients = [...this.#wss.clients];
    for (const client of clients) client.close(1001, 'The server is shutting down');
    await Promise.race([
      Promise.all(clients.map((client) => new Promise((resolve) => (client.readyState === client.CLOSED ? resolve(null) : client.once('close', resolve))))),
      new Promise((resolve) => setTimeout(resolve, 1000).unref()),
    ]);
    for (const client of this.#wss.clients) client.terminate();
    await new Promise((resolve) => this.#wss.close(resolve));
  }

  /** The scheme and Host the browser addressed, through a trusted proxy's X-Forwarded-* (as Express reads them). */
  #addressed(req: IncomingMessage): { protocol: string; host: string | undefined } {
    const peer = req.socket.remoteAddress ?? '';
    const trusted = this.#deps.trustsProxy(peer, 0);
    const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
    const protocol = (trusted ? firstHeader(req.headers['x-forwarded-proto']) : undefined) ?? (encrypted ? 'https' : 'http');
    const host = (trusted ? firstHeader(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
    return { protocol, host };
  }

  #address(req: IncomingMessage): string {
    const peer = req.socket.remoteAddress ?? 'unknown';
    return (this.#deps.trustsProxy(peer, 0) ? firstHeader(req.headers['x-forwarded-for']) : undefined) ?? peer;
  }

  async #upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path !== VOICE_SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    const { protocol, host } = this.#addressed(req);
    const ownOrigin = ownOriginOf(protocol, host, this.#deps);
    if (comesFromAnotherSite(req.headers, ownOrigin, this.#allowed)) {
      if (ownOrigin === undefined) this.#reportUnknownHost(host);
      this.#deps.logger.warn({ origin: req.headers.origin }, 'Refused a voice socket from another site');
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    // During a database outage the socket still speaks, to a visitor (the offline voice).
    const signedIn = await this.#deps.sessions.fromCookieHeader(req.headers.cookie).catch(() => null);
    const user = signedIn?.user ?? null;
    const address = this.#address(req);
    const asker = voiceAskerOf(user, address);
    this.#wss.handleUpgrade(req, socket, head, (ws) =>
      this.#serve(ws, { user, address, asker, authenticated: false, guardianId: undefined, speaking: false, history: [] }),
    );
  }

  #serve(ws: WebSocket, connection: Connection): void {
    const idleMs = this.#deps.idleMs ?? VOICE_SOCKET_IDLE_MS;
    let idle = setTimeout(() => ws.close(1000, 'Idle for too long'), idleMs);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.close(1000, 'Idle for too long'), idleMs);
      void this.#onMessage(ws, connection, data, isBinary).catch((error: unknown) => {
        if (error instanceof AppError) return send(ws, { type: 'error', error: error.message, code: error.code });
        this.#deps.logger.error({ err: error }, 'A voice socket message failed');
        send(ws, { type: 'error', error: 'Something went wrong on our side; try again.', code: 'INTERNAL_ERROR' });
      });
    });
    ws.on('close', () => clearTimeout(idle));
    ws.on('error', (error) => this.#deps.logger.debug({ err: error }, 'Voice socket error'));
  }

  async #onMessage(ws: WebSocket, connection: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) throw new AppError(400, 'BINARY_NOT_SUPPORTED', 'Send messages as JSON text.');
    let json: unknown;
    try {
      json = JSON.parse(rawText(data));
    } catch {
      throw new AppError(400, 'INVALID_JSON', 'The message is not valid JSON.');
    }
    const parsed = VoiceClientMessage.safeParse(json);
    if (!parsed.success) {
      const type = typeof json === 'object' && json !== null && 'type' in json ? String(json.type) : undefined;
      if (type === 'authenticate' || type === 'select_guardian' || type === 'send_text') {
        throw new AppError(400, 'INVALID_MESSAGE', `The ${type} message is missing a field or has one of the wrong type.`);
      }
      throw new AppError(400, 'UNKNOWN_MESSAGE', 'Send one of: authenticate, select_guardian, send_text.');
    }
    const message = parsed.data;
    switch (message.type) {
      case 'authenticate': {
        const expected = connection.user?.id ?? GUEST_VOICE_USER;
        if (String(message.userId) !== expected) {
          throw new AppError(
            403,
            'AUTHENTICATION_FAILED',
            connection.user ? 'That is not the signed-in account.' : `Not signed in: authenticate as "${GUEST_VOICE_USER}".`,
          );
        }
        connection.authenticated = true;
        return send(ws, { type: 'authenticated', userId: expected });
      }
      case 'select_guardian': {
        const guardianId = checkVoiceGuardian(message.guardianType);
        // Another guardian is another conversation, as in the chat.
        if (guardianId !== connection.guardianId) connection.history = [];
        connection.guardianId = guardianId;
        return send(ws, { type: 'guardian_selected', guardianType: guardianId });
      }
      case 'send_text':
        return this.#answer(ws, connection, message.text);
    }
  }

  async #answer(ws: WebSocket, connection: Connection, rawText: string): Promise<void> {
    if (!connection.authenticated) throw new AppError(401, 'NOT_AUTHENTICATED', 'Send authenticate first.');
    if (!connection.guardianId) throw new AppError(400, 'NO_GUARDIAN', 'Send select_guardian before send_text.');
    if (connection.speaking) throw new AppError(409, 'STREAM_BUSY', 'Wait for the current answer to finish (its final audio chunk).');
    const text = checkVoiceText(rawText);
    const guardianId = connection.guardianId;
    connection.speaking = true;
    try {
      const { limiter, messagesPerWindow, chat, voice } = this.#deps;
      const key = connection.user ? `chat:user:${connection.user.id}` : `chat:address:${connection.address}`;
      // The budget lives in the database; while it is unreachable (read-only mode) speech goes on unbudgeted.
      const check = await limiter.hit(key, messagesPerWindow).catch(() => ({ allowed: true as const, retryAfterSeconds: 0 }));
      if (!check.allowed) throw new AppError(429, 'RATE_LIMITED', `Too many messages; try again in ${check.retryAfterSeconds} s.`);
      // The chat's triage runs first: an emergency or crisis is answered with its safety reply, never products.
      const reply = await chat.reply({ message: text, guardianId, chatHistory: connection.history }, connection.user, { store: false });
      connection.history = [...connection.history, { sender: 'user' as const, text }, { sender: 'guardian' as const, text: reply.message }].slice(
        -MAX_CHAT_HISTORY,
      );
      send(ws, { type: 'guardian_response', text: reply.message, safety: reply.safety });
      for await (const part of voice.speak(reply.message, guardianId, connection.asker)) {
        if (ws.readyState !== ws.OPEN) return;
        send(ws, { type: 'audio_chunk', audio: Buffer.from(part.audio).toString('base64'), format: part.format, seq: part.seq, final: part.final });
      }
    } finally {
      connection.speaking = false;
    }
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function send(ws: WebSocket, message: VoiceServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}
