// Telling the other instances that something they cache changed (issue 42): a write that changes public reads (a
// product approved, stock sold) clears this instance's read cache and announces it; every other instance clears its own
// within a moment instead of at the end of its TTL, which stays only as the safety net. Two adapters beside "none"
// (one instance, SQLite): PostgreSQL LISTEN/NOTIFY on the store's own database, and Redis pub/sub with REDIS_URL.

export interface ChangeBus {
  /** `postgres` or `redis`, for the system status. */
  readonly kind: 'postgres' | 'redis';
  /** Announces a change to every instance (this one included). */
  publish(topic: ChangeTopic): Promise<void>;
  /**
   * Calls `onChange` for every change announced, and with `'reconnected'` when the connection came back after a break
   * (changes announced meanwhile were missed: drop what is cached).
   */
  subscribe(onChange: (topic: ChangeTopic | 'reconnected') => void): Promise<void>;
  close(): Promise<void>;
}

export const CHANGE_TOPICS = ['public-reads'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export function isChangeTopic(value: string): value is ChangeTopic {
  return (CHANGE_TOPICS as readonly string[]).includes(value);
}

/** The channel both adapters use. */
export const CHANGE_CHANNEL = 'guardians_changes';

/** The wait before listening again after the connection broke. */
export const RECONNECT_MS = 1_000;
