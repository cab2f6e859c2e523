// The ChangeBus on Redis or Valkey (REDIS_URL): PUBLISH on one connection, SUBSCRIBE on another. ioredis reconnects
// and subscribes again by itself; a reconnection is reported so what was cached meanwhile is dropped.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ChangeBus, ChangeTopic } from './change-bus';
import { CHANGE_CHANNEL, isChangeTopic, RECONNECT_MS } from './change-bus';

export class RedisChangeBus implements ChangeBus {
  readonly kind = 'redis';
  readonly #publisher: Redis;
  readonly #subscriber: Redis;

  constructor(deps: { url: string; logger: Logger }) {
    const options = { retryStrategy: () => RECONNECT_MS, lazyConnect: true };
    this.#publisher = new Redis(deps.url, options);
    this.#subscriber = new Redis(deps.url, options);
    let warned = false;
    const warn = (error: unknown) => {
      if (warned) return;
      warned = true;
      deps.logger.warn({ err: error }, 'Changes from other instances cannot be heard or told yet (Redis); trying again');
    };
    this.#publisher.on('error', warn);
    this.#subscriber.on('error', warn);
  }

  async publish(topic: ChangeTopic): Promise<void> {
    await this.#publisher.publish(CHANGE_CHANNEL, topic);
  }

  async subscribe(onChange: (topic: ChangeTopic | 'reconnected') => void): Promise<void> {
    let connectedBefore = false;
    this.#subscriber.on('ready', () => {
      if (connectedBefore) onChange('reconnected');
      connectedBefore = true;
    });
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel === CHANGE_CHANNEL && isChangeTopic(message)) onChange(message);
    });
    await this.#subscriber.connect();
    await this.#subscriber.subscribe(CHANGE_CHANNEL);
  }

  async close(): Promise<void> {
    await Promise.all([this.#publisher.quit().catch(() => undefined), this.#subscriber.quit().catch(() => undefined)]);
  }
}
