// Fixed-window counters in the database (DESIGN.md 3), so every server instance behind a load balancer counts the
// same attempts. One upsert per hit keeps concurrent attempts from slipping past the limit.
import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config';
import type { Database } from '../db/schema';
import { AppError } from './app-error';

export interface RateLimitCheck {
  allowed: boolean;
  /** Seconds until the window ends and attempts are counted from zero again. */
  retryAfterSeconds: number;
}

export class RateLimiter {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** Counts one attempt under `key`; allowed while the window holds at most `limit.max` attempts. */
  async hit(key: string, limit: RateLimit): Promise<RateLimitCheck> {
    const now = this.#now();
    const nowIso = now.toISOString();
    const freshWindowEnd = new Date(now.getTime() + limit.windowMs).toISOString();
    const bucket = await this.#db
      .insertInto('rate_limit_buckets')
      .values({ key, hits: 1, window_ends_at: freshWindowEnd })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const windowOver = eb('rate_limit_buckets.window_ends_at', '<=', nowIso);
          return {
            hits: eb
              .case()
              .when(windowOver)
              .then(1)
              .else(eb('rate_limit_buckets.hits', '+', 1))
              .end(),
            window_ends_at: eb.case().when(windowOver).then(freshWindowEnd).else(eb.ref('rate_limit_buckets.window_ends_at')).end(),
          };
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return {
      allowed: Number(bucket.hits) <= limit.max,
      retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(bucket.window_ends_at) - now.getTime()) / 1000)),
    };
  }

  /** Takes back one counted attempt, e.g. when a sign-in turned out to be genuine. */
  async release(key: string): Promise<void> {
    await this.#db
      .updateTable('rate_limit_buckets')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', key)
      .where('hits', '>', 0)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.#db.deleteFrom('rate_limit_buckets').where('key', '=', key).execute();
  }
}

/** Deletes the buckets whose window closed at or before `at`: they would start from zero anyway. Returns how many. */
export async function deleteClosedWindows(db: Kysely<Database>, at: string): Promise<number> {
  const result = await db.deleteFrom('rate_limit_buckets').where('window_ends_at', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function rateLimitedError(check: RateLimitCheck, what: string): AppError {
  const minutes = Math.ceil(check.retryAfterSeconds / 60);
  return new AppError(429, 'RATE_LIMITED', `Too many ${what}. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
    retryAfterSeconds: check.retryAfterSeconds,
  });
}

/**
 * Middleware that counts a request under the key `keyOf` names (per account when signed in, per address otherwise, as
 * the route decides) and answers 429 RATE_LIMITED with Retry-After past the limit.
 */
export function limitRequests(limiter: RateLimiter, limit: RateLimit, what: string, keyOf: (req: Request, res: Response) => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    const check = await limiter.hit(await keyOf(req, res), limit);
    if (!check.allowed) {
      res.setHeader('Retry-After', String(check.retryAfterSeconds));
      throw rateLimitedError(check, what);
    }
    next();
  };
}
