import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import { everyInterval } from '../../platform/runtime/background-job';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import type { EpayConnection, GatewayConnections } from '../../integrations/payments/connections';
import { EPAY_CALL_TIMEOUT_MS } from '../../integrations/payments/epay/adapter';
import type { PaymentGateway, PayoutOutcome } from '../../integrations/payments/gateway';
import { gatewayOf } from '../../integrations/payments/registry';
import { BusinessError } from '../../kernel/errors';
import { payoutAccountOf } from './payout-account';
import { claimPayout, recordPayoutAnswer, type PayoutAnswer, type PayoutState } from './payout-orders';
import { startPayout } from './payout-start';

export interface PayoutDeps {
  database: Database;
  gateways: GatewayConnections;
  clock: Clock;
  /** The adapter of a connection: the registry's, unless a test gives one (a shorter timeout). */
  gatewayOf?: (connection: EpayConnection) => PaymentGateway;
  /** How long one call holds its payout; longer than the adapter waits for the gateway. */
  callHoldMs?: number;
}

type GatewayPayouts = NonNullable<PaymentGateway['payouts']>;

/** A call holds its payout this long past the adapter's timeout (the answer's own transaction). */
const CALL_MARGIN_MS = 1_000;
const holdMsOf = (deps: PayoutDeps) => deps.callHoldMs ?? EPAY_CALL_TIMEOUT_MS + CALL_MARGIN_MS;

/** The payout calls of a channel's gateway, or undefined when it is not connected or has no payout keys. */
async function payoutsOf(deps: PayoutDeps, channel: string): Promise<GatewayPayouts | undefined> {
  const connection = await deps.gateways.of(channel);
  return connection && (deps.gatewayOf ?? gatewayOf)(connection).payouts;
}

/** What adminPayoutWithdrawal answers. */
export type PayoutStartOutcome = 'awaiting_second' | 'paying' | 'paid' | 'failed';

const withdrawalPayoutState = (state: PayoutState | undefined): PayoutStartOutcome => (state === 'paid' || state === 'failed' ? state : 'paying');

/**
 * An operator's approval of a held withdrawal paid through a channel's gateway (adminPayoutWithdrawal): refused with
 * nothing changed when the channel cannot pay out; else started in one transaction (startPayout), the payout sent
 * outside it, and the gateway's answer recorded in another (recordPayoutAnswer). An answer that does not come is
 * unknown: the resolver asks about the payout, never pays it under another number.
 */
export async function payWithdrawal(deps: PayoutDeps, order: { id: number; channel: string; operator: string; audit?: AuditWriter }): Promise<PayoutStartOutcome> {
  const connection = await deps.gateways.of(order.channel);
  if (!connection) throw new BusinessError(ADMIN_MSG.adminPayoutNotConnected);
  const payouts = (deps.gatewayOf ?? gatewayOf)(connection).payouts;
  if (!payouts) throw new BusinessError(ADMIN_MSG.adminPayoutNoKeys);
  const now = deps.clock();
  const started = await startPayout(deps.database, { ...order, now, holdMs: holdMsOf(deps) });
  if (started.kind === 'awaiting_second') return 'awaiting_second';
  const payout = await payoutToSend(deps.database.db, started.payoutId);
  if (!payout) return 'paying';
  const outcome = await payouts.submit(payout);
  return withdrawalPayoutState(await recordPayoutAnswer(deps.database, started.payoutId, { outcome, call: 'sent' }, deps.clock()));
}

/** The payout as the gateway is sent it, the same every time: its number, amount, and the withdrawal's account. */
async function payoutToSend(db: Kysely<Tables>, payoutId: string) {
  const row = await db
    .selectFrom('withdrawal_payout')
    .innerJoin('withdrawal', 'withdrawal.id', 'withdrawal_payout.withdrawal_id')
    .select(['withdrawal_payout.id', 'withdrawal_payout.amount_fen', 'withdrawal.order_no', 'withdrawal.card_type', 'withdrawal.payout_unit', 'withdrawal.bank_no', 'withdrawal.bank_owner'])
    .where('withdrawal_payout.id', '=', payoutId)
    .executeTakeFirst();
  return row && { payoutId: row.id, amountFen: row.amount_fen, remark: `提现 ${row.order_no}`, ...payoutAccountOf(row) };
}

/**
 * Asks the gateway about an open payout and records the answer: the payout's status when the gateway knows it; when it
 * does not (or cannot say) and the payout was never accepted (sending, unknown), the same payout number is sent again,
 * which the gateway pays at most once. One call at a time: while another holds the payout, nothing is sent. Answers the
 * payout's state after, or undefined for no such payout.
 */
export async function resolvePayout(deps: PayoutDeps, payoutId: string): Promise<PayoutState | undefined> {
  const row = await deps.database.db.selectFrom('withdrawal_payout').select(['state', 'channel']).where('id', '=', payoutId).executeTakeFirst();
  if (!row || row.state === 'paid' || row.state === 'failed') return row?.state;
  const now = deps.clock();
  if (!(await claimPayout(deps.database.db, payoutId, now, now + holdMsOf(deps)))) return row.state;
  const payouts = await payoutsOf(deps, row.channel);
  let answer: PayoutAnswer;
  if (!payouts) answer = { call: 'asked', outcome: { kind: 'unknown', error: ADMIN_MSG.adminPayoutNoKeys } };
  else {
    const asked: PayoutOutcome = await payouts.query(payoutId);
    const payout = asked.kind === 'unknown' && row.state !== 'processing' ? await payoutToSend(deps.database.db, payoutId) : undefined;
    answer = payout ? { call: 'resent', outcome: await payouts.submit(payout) } : { call: 'asked', outcome: asked };
  }
  return recordPayoutAnswer(deps.database, payoutId, answer, deps.clock());
}

/** The open payouts due to be asked about now, oldest first, at most `limit`: unknown and processing ones at their time, a 'sending' one whose first call's hold ran out (the process stopped mid-call). */
export async function duePayouts(db: Kysely<Tables>, now: number, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('withdrawal_payout')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', 'in', ['unknown', 'processing']), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('state', '=', 'sending'), eb('calling_until', '<=', now)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One pass of the resolver: asks about every due payout; answers how many. */
export async function resolveDuePayouts(deps: PayoutDeps): Promise<number> {
  const due = await duePayouts(deps.database.db, deps.clock());
  for (const id of due) await resolvePayout(deps, id);
  return due.length;
}

/** How often the resolver looks for due payouts (each waits its own back-off: payout-orders.ts). */
export const PAYOUT_RESOLVER_INTERVAL_MS = 5_000;

/** Runs the payout resolver every interval, one pass at a time; answers the function that stops it. */
export function startPayoutResolver(deps: PayoutDeps, log: { error(details: object, text: string): void }, intervalMs = PAYOUT_RESOLVER_INTERVAL_MS): () => void {
  return everyInterval(() => resolveDuePayouts(deps), intervalMs, (error) => {
    log.error({ err: error }, 'the payout resolver failed');
  });
}
