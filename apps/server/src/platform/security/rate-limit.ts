import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** A fixed-window limit: at most `limit` hits per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Counters kept in the database, so every server instance on one database shares them.
 * Each key is one window; a hit in a newer window starts it again. An attempt is counted before it is
 * checked, in one statement (`take`), so requests sent together cannot all pass a limit they share.
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

  /** Counts one attempt and answers whether it is within the limit. */
  async take(key: string, limit: Limit, now: number): Promise<boolean> {
    return (await this.hit(key, limit, now)) <= limit.limit;
  }

  /** Gives back an attempt taken in this window that turned out not to count (a right password). */
  async release(key: string, { windowMs }: Limit, now: number): Promise<void> {
    const windowStart = now - (now % windowMs);
    await this.db
      .updateTable('rate_limit')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('hits', '>', 0)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }
}

const MINUTE = 60_000;

/**
 * Login attempts per name from one address, per name from all addresses and per address (login-guard.ts
 * says how they combine); registrations per address; wrong pay and login passwords per member. The
 * per-address limits leave room for the many players a mobile carrier puts behind one address.
 */
export const LIMITS = {
  loginAttemptsPerNameAndIp: { limit: 5, windowMs: 15 * MINUTE },
  /** A device that signed in to the account before: its own budget, in place of the three above (login-guard.ts). */
  loginAttemptsPerDevice: { limit: 5, windowMs: 15 * MINUTE },
  loginAttemptsPerName: { limit: 20, windowMs: 15 * MINUTE },
  loginAttemptsPerIp: { limit: 50, windowMs: 15 * MINUTE },
  registrationsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  captchasPerIp: { limit: 60, windowMs: 10 * MINUTE },
  payPasswordFailuresPerMember: { limit: 5, windowMs: 15 * MINUTE },
  passwordFailuresPerMember: { limit: 5, windowMs: 15 * MINUTE },
  uploadsPerMember: { limit: 10, windowMs: 10 * MINUTE },
  uploadsPerOperator: { limit: 30, windowMs: MINUTE },
  uploadsPerOperatorAddress: { limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;
