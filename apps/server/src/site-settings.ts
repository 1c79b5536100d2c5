import type { Kysely, Selectable } from 'kysely';
import type { SiteTable, Tables } from './db/schema';

/** The one row of site settings. */
export const SITE_ID = 1;

export type SiteSettings = Selectable<SiteTable>;

export async function readSite(db: Kysely<Tables>): Promise<SiteSettings> {
  const site = await db.selectFrom('site').selectAll().where('id', '=', SITE_ID).executeTakeFirst();
  if (!site) throw new Error('the site row is missing: the database was not seeded');
  return site;
}

/** What the maintenance check needs of the site settings. */
export interface SiteState {
  site_state: number;
  repair_tips: string;
}

/** How long a process answers the site state it last read: the balance poll must not read it per request. */
export const SITE_STATE_TTL_MS = 1000;

/**
 * The site state, read at most once per SITE_STATE_TTL_MS by this process (concurrent misses share one read;
 * up to twice the TTL the last state is answered while it is read again, so it is never older than that).
 * Timed by the monotonic clock, never the app's (tests move or freeze that one). A change made through this
 * process (the admin API) forgets it at once; one made elsewhere (`npm run admin`, another instance) is seen
 * within twice the TTL.
 */
export class SiteStateCache {
  private value: SiteState | undefined;
  private readAt = 0;
  private pending: Promise<SiteState> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly ttlMs = SITE_STATE_TTL_MS,
  ) {}

  current(): Promise<SiteState> | SiteState {
    const now = performance.now();
    if (this.value !== undefined && now - this.readAt < this.ttlMs) return this.value;
    // Just past the TTL the last state is answered while one read refreshes it: the requests of that moment
    // (at 2,000 polls a second, dozens, behind a busy connection pool) do not all wait for it. Older than
    // twice the TTL (a quiet moment), it is read before answering.
    if (this.value !== undefined && now - this.readAt < 2 * this.ttlMs) {
      if (!this.pending) this.refresh(now).catch(() => undefined);
      return this.value;
    }
    if (this.pending) return this.pending;
    return this.refresh(now);
  }

  private refresh(now: number): Promise<SiteState> {
    const generation = this.generation;
    const read = this.db
      .selectFrom('site')
      .select(['site_state', 'repair_tips'])
      .where('id', '=', SITE_ID)
      .executeTakeFirst()
      .then((row) => {
        if (!row) throw new Error('the site row is missing: the database was not seeded');
        if (generation === this.generation) {
          this.value = row;
          this.readAt = now;
        }
        return row;
      })
      .finally(() => {
        if (this.pending === read) this.pending = undefined;
      });
    this.pending = read;
    return read;
  }

  /** Forgets the state read, after a change of the site settings. */
  forget(): void {
    this.generation += 1;
    this.value = undefined;
    this.pending = undefined;
  }
}
