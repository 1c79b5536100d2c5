import { everyInterval } from '../../../platform/runtime/background-job';
import type { Clock } from '../../../platform/runtime/clock';
import type { Database } from '../../../platform/db/database';
import type { Hub88Connection, PlatformConnections } from '../connections';
import type { Hub88TransactionItem } from '../hub88/report';
import type { RemoteWallet } from '../provider';
import { remoteWallets } from '../registry';
import { insertedAtOf, takeItem } from './bets';

/** Each pull asks again this far back before where the last one stood: an item listed late is still found, and taking it twice is impossible. */
export const PULL_OVERLAP_MS = 5 * 60_000;
/** A platform's first pull looks back this far. */
export const FIRST_PULL_LOOKBACK_MS = 24 * 60 * 60_000;
/** How long a pull waits for the platform's list. */
export const PULL_TIMEOUT_MS = 10_000;

export interface BetPullDeps {
  database: Database;
  connections: PlatformConnections;
  clock: Clock;
  log: { warn(details: object, text: string): void; error(details: object, text: string): void };
  /** The most fen one pulled win may bring (config MAX_EXTERNAL_CREDIT_FEN): a larger one is left, holding the pull. */
  maxCreditFen: number;
  timeoutMs?: number;
}

/** What a pull did: items written now, items taken before, and why items were left for the next pull (or the list could not be had). */
export interface PullResult {
  taken: number;
  seen: number;
  left: string[];
  error?: string;
}

/** The items oldest first by inserted_at, the platform's order kept among equal times. */
const inPlatformOrder = (items: Hub88TransactionItem[]) =>
  items.map((item, index) => ({ item, index, at: insertedAtOf(item) ?? 0 })).sort((a, b) => a.at - b.at || a.index - b.index);

/**
 * One pull of a transfer-wallet platform's Transactions API (all its members, or one member's), from a little before
 * where its cursor stands until now. Items are taken in the platform's order; once an item of a user is left (the
 * ledger cannot cover a bet, a win's bet is missing), that user's later items wait too, and the cursor stays at the
 * first item left, with the reason as last_error. A member's pull takes their items and leaves the cursor alone.
 */
export async function pullPlatformBets(deps: BetPullDeps, { connection, wallet }: { connection: Hub88Connection; wallet: RemoteWallet }, memberId?: number): Promise<PullResult> {
  const { db } = deps.database;
  const now = deps.clock();
  const cursor = await db.selectFrom('platform_bet_cursor').selectAll().where('platform', '=', connection.platform).executeTakeFirst();
  const start = (cursor?.taken_until ?? now - FIRST_PULL_LOOKBACK_MS) - PULL_OVERLAP_MS;
  const result: PullResult = { taken: 0, seen: 0, left: [] };
  let firstLeftAt: number | undefined;
  try {
    // Hub88's times are whole seconds and the end is not included: a second more takes the items of this one.
    const items = await wallet.betHistory({ start, end: now + 1_000, ...(memberId === undefined ? {} : { memberId }) }, deps.timeoutMs ?? PULL_TIMEOUT_MS);
    const waiting = new Set<string>();
    for (const { item } of inPlatformOrder(items)) {
      const user = item.user ?? '';
      const outcome = waiting.has(user) ? { kind: 'left' as const, reason: '' } : await takeItem(deps.database, connection.platform, item, now, deps.maxCreditFen);
      if (outcome.kind === 'taken') result.taken += 1;
      else if (outcome.kind === 'seen') result.seen += 1;
      // No member of ours: reported, never taken, and it does not hold the cursor (it would hold it forever).
      else if (outcome.kind === 'foreign') result.left.push(outcome.reason);
      else if (outcome.kind === 'left') {
        waiting.add(user);
        if (outcome.reason !== '') result.left.push(outcome.reason);
        // An item without a time holds the cursor where this pull began.
        const at = insertedAtOf(item) ?? start + PULL_OVERLAP_MS;
        firstLeftAt = Math.min(firstLeftAt ?? at, at);
      }
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  if (result.left.length > 0) deps.log.warn({ platform: connection.platform, memberId, left: result.left }, 'platform bets left for the next pull, in the platform order');
  if (result.error !== undefined) deps.log.error({ platform: connection.platform, memberId, err: result.error }, 'platform bets could not be pulled');
  if (memberId !== undefined) return result;
  const lastError = result.error ?? (result.left.length > 0 ? result.left.join('; ').slice(0, 1_000) : null);
  // A failed list moves nothing; otherwise everything before the first item left (or before now) is taken.
  const takenUntil = result.error !== undefined ? (cursor?.taken_until ?? now - FIRST_PULL_LOOKBACK_MS) : (firstLeftAt ?? now);
  await db
    .insertInto('platform_bet_cursor')
    .values({ platform: connection.platform, taken_until: takenUntil, last_pulled_at: now, last_error: lastError, updated_at: now })
    .onConflict((oc) => oc.column('platform').doUpdateSet({ taken_until: takenUntil, last_pulled_at: now, last_error: lastError, updated_at: now }))
    .execute();
  return result;
}

/** One pass of the job: every transfer-wallet platform's pull, one after another. */
export async function pullAllPlatformBets(deps: BetPullDeps): Promise<Map<string, PullResult>> {
  const results = new Map<string, PullResult>();
  for (const remote of await remoteWallets(deps.connections)) results.set(remote.connection.platform, await pullPlatformBets(deps, remote));
  return results;
}

/** A member's items of one transfer-wallet platform (or all of them), taken before their money there is moved; undefined for a platform not connected so. */
export async function pullMemberBets(deps: BetPullDeps, memberId: number, platform?: string): Promise<Map<string, PullResult>> {
  const results = new Map<string, PullResult>();
  for (const remote of await remoteWallets(deps.connections)) {
    if (platform === undefined || remote.connection.platform === platform) results.set(remote.connection.platform, await pullPlatformBets(deps, remote, memberId));
  }
  return results;
}

/** Pulls every interval, one pass at a time; answers the function that stops it. */
export function startPlatformBetPull(deps: BetPullDeps, intervalMs: number): () => void {
  return everyInterval(() => pullAllPlatformBets(deps), intervalMs, (error) => {
    deps.log.error({ err: error }, 'the platform bet pull failed');
  });
}
