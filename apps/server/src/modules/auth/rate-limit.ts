import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/schema';

/** A fixed-window limit: at most `limit` hits per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Counters kept in the database, so every server instance on one database shares them.
 * Each key is one window; a hit in a newer window starts it again.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Counts one hit and answers the hits of the current window, this one included. */
  async hit(key: string, { windowMs }: Limit, now: number): Promise<number> {
    const windowStart = now - (now % windowMs);
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limit.window_start = ${windowStart} THEN rate_limit.hits + 1 ELSE 1 END`,
          window_start: windowStart,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return row.hits;
  }

  /** Has the key used up its window? */
  async exceeded(key: string, { limit, windowMs }: Limit, now: number): Promise<boolean> {
    const windowStart = now - (now % windowMs);
    const row = await this.db.selectFrom('rate_limit').select(['hits', 'window_start']).where('key', '=', key).executeTakeFirst();
    return row !== undefined && row.window_start === windowStart && row.hits >= limit;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }
}

const MINUTE = 60_000;

/**
 * Failed logins per username and per client address; registrations per client address. The per-address
 * limits leave room for the many players a mobile carrier puts behind one address.
 */
export const LIMITS = {
  loginFailuresPerName: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  registrationsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  captchasPerIp: { limit: 60, windowMs: 10 * MINUTE },
  payPasswordFailuresPerMember: { limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;
