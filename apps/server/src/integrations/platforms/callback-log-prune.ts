import type { Kysely } from 'kysely';
import { everyInterval } from '../../platform/runtime/background-job';
import type { Tables } from '../../platform/db/schema';

/** How long the platforms' callback log is kept: 90 days, for disputes. */
export const CALLBACK_LOG_DAYS = 90;
const DAY_MS = 86_400_000;
/** The server prunes every hour, from its start. */
export const CALLBACK_PRUNE_INTERVAL_MS = 3_600_000;

/** Deletes the callback log's rows older than 90 days (by created_at, indexed); answers how many went. */
export async function pruneCallbackLog(db: Kysely<Tables>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('platform_callback')
    .where('created_at', '<', now - CALLBACK_LOG_DAYS * DAY_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface PruneLog {
  info(details: object, text: string): void;
  error(details: object, text: string): void;
}

/** Prunes every hour, from the server's start; answers the function that stops it. */
export function startCallbackLogPrune(db: Kysely<Tables>, clock: () => number, log: PruneLog): () => void {
  const prune = async () => {
    const removed = await pruneCallbackLog(db, clock());
    if (removed > 0) log.info({ removed }, 'callback log rows older than 90 days removed');
  };
  return everyInterval(
    prune,
    CALLBACK_PRUNE_INTERVAL_MS,
    (error) => {
      log.error({ err: error }, 'the callback log prune failed');
    },
    { runNow: true },
  );
}
