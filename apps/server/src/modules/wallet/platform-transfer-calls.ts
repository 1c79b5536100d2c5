import type { Kysely } from 'kysely';
import { everyInterval } from '../../platform/runtime/background-job';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import type { PlatformConnections } from '../../integrations/platforms/connections';
import { remoteWalletOf, remoteWallets, TRANSFER_TIMEOUT_MS } from '../../integrations/platforms/registry';
import { claimPlatformTransfer, readPlatformTransfer, settlePlatformTransfer, type PlatformTransferState, type Settlement } from './platform-transfer-orders';

export interface PlatformTransferDeps {
  database: Database;
  connections: PlatformConnections;
  clock: Clock;
  /** How long a transfer call waits for the platform before its outcome is unknown. */
  timeoutMs?: number;
}

/** A call holds its order this long past its timeout (the answer's own transaction). */
const CALL_MARGIN_MS = 1_000;

/**
 * Calls the platform for an unresolved order (its first call, or asking again: the same transaction_uuid is applied at
 * most once and a repeat answers the first outcome) and settles it by the answer, in a transaction of its own, after
 * the call. One call at a time: while another holds the order, nothing is sent and its state is answered. Answers the
 * order's state, or undefined for no such order.
 */
export async function runPlatformTransfer(deps: PlatformTransferDeps, orderId: string): Promise<PlatformTransferState | undefined> {
  const order = await readPlatformTransfer(deps.database.db, orderId);
  if (!order) return undefined;
  if (order.state === 'posted' || order.state === 'voided') return order.state;
  const timeoutMs = deps.timeoutMs ?? TRANSFER_TIMEOUT_MS;
  const now = deps.clock();
  if (!(await claimPlatformTransfer(deps.database.db, orderId, now, now + timeoutMs + CALL_MARGIN_MS))) return order.state;
  const connection = await deps.connections.of(order.platform);
  const wallet = connection && remoteWalletOf(connection);
  let settlement: Settlement;
  if (!wallet) settlement = { kind: 'unknown', detail: `platform ${order.platform} is not connected as a transfer wallet` };
  else {
    const outcome = await wallet.transfer({ orderId, memberId: order.member_id, direction: order.direction, amountFen: order.amount }, timeoutMs);
    settlement =
      outcome.kind === 'applied'
        ? { kind: 'post', event: 'applied', detail: 'RS_OK', by: 'platform' }
        : outcome.kind === 'refused'
          ? { kind: 'void', event: 'refused', detail: outcome.status, by: 'platform' }
          : { kind: 'unknown', detail: outcome.error };
  }
  return (await settlePlatformTransfer(deps.database, orderId, settlement, deps.clock()))?.state;
}

/** A pending order this old lost its first call (the process stopped mid-call): the resolver asks again. */
export const STALE_PENDING_MS = 60_000;

/** The unresolved orders due to be asked again now, oldest first, at most `limit`. */
export async function dueTransfers(db: Kysely<Tables>, now: number, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('platform_transfer')
    .select('id')
    .where((eb) =>
      eb.or([eb.and([eb('state', '=', 'unknown'), eb('next_attempt_at', '<=', now)]), eb.and([eb('state', '=', 'pending'), eb('updated_at', '<=', now - STALE_PENDING_MS)])]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One pass of the resolver: asks the platform again for every due order; answers how many it asked. */
export async function resolveDueTransfers(deps: PlatformTransferDeps): Promise<number> {
  const due = await dueTransfers(deps.database.db, deps.clock());
  for (const id of due) await runPlatformTransfer(deps, id);
  return due.length;
}

export interface ResolverLog {
  error(details: object, text: string): void;
}

/** How often the resolver looks for due orders (each order waits its own back-off: platform-transfer-orders.ts). */
export const RESOLVER_INTERVAL_MS = 5_000;

/** Runs the resolver every interval, one pass at a time; answers the function that stops it. */
export function startPlatformTransferResolver(deps: PlatformTransferDeps, log: ResolverLog, intervalMs = RESOLVER_INTERVAL_MS): () => void {
  return everyInterval(() => resolveDueTransfers(deps), intervalMs, (error) => {
    log.error({ err: error }, 'the platform transfer resolver failed');
  });
}

/** The member's balance in each transfer-wallet platform's own wallet, as the platforms answer it (a platform that does not answer is left out). */
export async function remotePlatformBalances(connections: PlatformConnections, memberId: number, timeoutMs = 2_000): Promise<Map<string, number>> {
  const answers = await Promise.all((await remoteWallets(connections)).map(async ({ connection, wallet }) => [connection.platform, await wallet.balance(memberId, timeoutMs)] as const));
  return new Map(answers.filter((answer): answer is readonly [string, number] => answer[1] !== undefined));
}
