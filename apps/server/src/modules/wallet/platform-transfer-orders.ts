import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { PlatformTransferTable, Tables } from '../../platform/db/schema';
import { Ledger, memberMain, memberPlatform } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';

/**
 * A transfer between a member's main wallet and a transfer-wallet platform's own wallet, in two phases (LEDGER.md
 * "transfer-wallet platform in / out"): the amount is held in the ledger before the platform is called, posted when
 * the platform confirms, voided when it refuses, and held while the outcome is unknown.
 * - in: main → the member's platform account, pending: main's available balance drops at once;
 * - out: the member's platform account → main, pending: a pending credit is never available, so main shows the
 *   money only when the platform confirms it left its wallet.
 */
export type PlatformTransferState = PlatformTransferTable['state'];
export type Direction = PlatformTransferTable['direction'];

export interface HistoryEntry {
  at: number;
  event: 'held' | 'applied' | 'refused' | 'unknown' | 'posted' | 'voided';
  detail: string;
}

/** The first ask again 5 s after a failed call, then twice as long each time, at most 10 minutes apart. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 10 * 60_000;
export const retryDelayMs = (attempts: number): number => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));

const holdIdOf = (orderId: string) => `ptr:${orderId}:hold`;

/**
 * In the member's money transaction: records the order and holds its amount. Throws InsufficientFunds (answered as
 * 余额不足) when the wallet it leaves cannot cover it. Answers the order id, sent to the platform as transaction_uuid.
 */
export async function openPlatformTransfer(
  trx: Kysely<Tables>,
  ledger: Ledger,
  order: { memberId: number; platform: string; direction: Direction; amount: number; opId: string; now: number },
): Promise<string> {
  const id = randomUUID();
  const platformAccount = memberPlatform(order.memberId, order.platform);
  const main = memberMain(order.memberId);
  const into = order.direction === 'in';
  await ledger.transfer(order.opId, [
    {
      id: holdIdOf(id),
      debit: into ? main : platformAccount,
      credit: into ? platformAccount : main,
      amount: order.amount,
      kind: into ? TRANSFER_KIND.transferIn : TRANSFER_KIND.transferOut,
      phase: 'pending',
      refType: 'platform',
      refId: order.platform,
      memo: `platform transfer ${id}`,
    },
  ]);
  const history: HistoryEntry[] = [{ at: order.now, event: 'held', detail: `${into ? 'main → ' : ''}${order.platform}${into ? '' : ' → main'}` }];
  await trx
    .insertInto('platform_transfer')
    .values({
      id,
      member_id: order.memberId,
      platform: order.platform,
      direction: order.direction,
      amount: order.amount,
      state: 'pending',
      hold_id: holdIdOf(id),
      attempts: 0,
      next_attempt_at: null,
      calling_until: null,
      last_error: null,
      history_json: JSON.stringify(history),
      resolved_by: null,
      created_at: order.now,
      updated_at: order.now,
    })
    .execute();
  return id;
}

/**
 * Takes the order for one call to the platform, until `until`: false when it is resolved or another call holds it (the
 * member's replay during the first call, a second resolver), so one call at a time is in flight.
 */
export async function claimPlatformTransfer(db: Kysely<Tables>, orderId: string, now: number, until: number): Promise<boolean> {
  const claimed = await db
    .updateTable('platform_transfer')
    .set({ calling_until: until })
    .where('id', '=', orderId)
    .where('state', 'in', ['pending', 'unknown'])
    .where((eb) => eb.or([eb('calling_until', 'is', null), eb('calling_until', '<=', now)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** What to do with an order: post or void its hold (a final outcome), or note an unknown one to ask again. */
export type Settlement = { kind: 'post' | 'void'; event: HistoryEntry['event']; detail: string; by: string } | { kind: 'unknown'; detail: string };

/** `calling`: refused by hand because a call to the platform is in flight (its answer will settle it). */
export type SettleResult = { state: PlatformTransferState; changed: boolean; calling?: boolean } | undefined;

/**
 * In a new money transaction: posts or voids the order's hold, or notes an unknown outcome with the time to ask again.
 * Only an unresolved order changes (the guard is its state, and UNIQUE(pending_id) under it): an order already posted or
 * voided answers its state and `changed` false. Undefined for no such order. `audit` runs in the same transaction.
 */
export async function settlePlatformTransfer(
  database: Database,
  orderId: string,
  settlement: Settlement,
  now: number,
  audit?: (trx: Kysely<Tables>, before: PlatformTransferState, after: PlatformTransferState) => Promise<void>,
): Promise<SettleResult> {
  // By hand (with an audit), only while no call is in flight: the platform may be applying it right now.
  const byHand = audit !== undefined;
  return inMoneyTransaction(database, async (trx) => {
    // Takes the row's lock first (PostgreSQL), so the history read below is the latest.
    const touched = await trx
      .updateTable('platform_transfer')
      .set({ updated_at: now })
      .where('id', '=', orderId)
      .where('state', 'in', ['pending', 'unknown'])
      .$if(byHand, (query) => query.where((eb) => eb.or([eb('calling_until', 'is', null), eb('calling_until', '<=', now)])))
      .executeTakeFirst();
    const row = await trx.selectFrom('platform_transfer').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!row) return undefined;
    if (touched.numUpdatedRows === 0n) return { state: row.state, changed: false, calling: row.state === 'pending' || row.state === 'unknown' };
    const history = JSON.parse(row.history_json) as HistoryEntry[];
    if (settlement.kind === 'unknown') {
      const attempts = row.attempts + 1;
      history.push({ at: now, event: 'unknown', detail: settlement.detail });
      await trx
        .updateTable('platform_transfer')
        .set({ state: 'unknown', attempts, next_attempt_at: now + retryDelayMs(attempts), calling_until: null, last_error: settlement.detail.slice(0, 500), history_json: JSON.stringify(history) })
        .where('id', '=', orderId)
        .execute();
      return { state: 'unknown', changed: true };
    }
    const ledger = new Ledger(trx, now);
    const opId = `ptr:${orderId}:${settlement.kind}`;
    if (settlement.kind === 'post') await ledger.post(opId, row.hold_id, opId);
    else await ledger.void(opId, row.hold_id, opId);
    const state: PlatformTransferState = settlement.kind === 'post' ? 'posted' : 'voided';
    history.push({ at: now, event: settlement.event, detail: settlement.detail }, { at: now, event: state, detail: settlement.by });
    await trx
      .updateTable('platform_transfer')
      .set({ state, attempts: row.attempts + 1, next_attempt_at: null, calling_until: null, resolved_by: settlement.by, history_json: JSON.stringify(history) })
      .where('id', '=', orderId)
      .execute();
    await audit?.(trx, row.state, state);
    return { state, changed: true };
  });
}

/** The order as the member's answer and the resolver need it. */
export function readPlatformTransfer(db: Kysely<Tables>, orderId: string) {
  return db.selectFrom('platform_transfer').select(['id', 'member_id', 'platform', 'direction', 'amount', 'state', 'attempts']).where('id', '=', orderId).executeTakeFirst();
}
