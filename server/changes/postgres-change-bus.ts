// The ChangeBus on PostgreSQL: NOTIFY on the store's database, LISTEN on one dedicated connection per instance. No
// extra service; a broken connection is opened again every second until it answers, then reported as 'reconnected'.
import pg from 'pg';
import type { Logger } from 'pino';
import type { ChangeBus, ChangeTopic } from './change-bus';
import { CHANGE_CHANNEL, isChangeTopic, RECONNECT_MS } from './change-bus';

export class PostgresChangeBus implements ChangeBus {
  readonly kind = 'postgres';
  readonly #url: string;
  readonly #logger: Logger;
  readonly #publisher: pg.Pool;
  #listener: pg.Client | undefined;
  #onChange: ((topic: ChangeTopic | 'reconnected') => void) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(deps: { url: string; logger: Logger }) {
    this.#url = deps.url;
    this.#logger = deps.logger;
    this.#publisher = new pg.Pool({ connectionString: deps.url, max: 1 });
    this.#publisher.on('error', () => {});
  }

  async publish(topic: ChangeTopic): Promise<void> {
    await this.#publisher.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, topic]);
  }

  async subscribe(onChange: (topic: ChangeTopic | 'reconnected') => void): Promise<void> {
    this.#onChange = onChange;
    await this.#listen(false);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#listener?.end().catch(() => undefined);
    await this.#publisher.end();
  }

  async #listen(again: boolean): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.#url });
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload && isChangeTopic(message.payload)) this.#onChange?.(message.payload);
    });
    client.on('error', () => this.#retry(client));
    client.on('end', () => this.#retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      if (!again) this.#logger.warn({ err: error }, 'Changes from other instances cannot be heard yet; trying again');
      this.#retry(client);
      return;
    }
    this.#listener = client;
    if (again) this.#onChange?.('reconnected');
  }

  #retry(client: pg.Client): void {
    if (this.#closed || this.#timer) return;
    if (this.#listener === client) this.#listener = undefined;
    client.end().catch(() => undefined);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#listen(true);
    }, RECONNECT_MS);
    this.#timer.unref();
  }
}
