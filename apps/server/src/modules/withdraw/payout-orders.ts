import { randomInt } from 'node:crypto';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables, WithdrawalPayoutTable } from '../../platform/db/schema';
import type { PayoutOutcome } from '../../integrations/payments/gateway';
import { Ledger } from '../../ledger/ledger';
import { holdId } from './reviews';

/**
 * A withdrawal's payout (代付) through a gateway, one row per payout number (LEDGER.md "gateway payout"): written with the
 * withdrawal's approval before the gateway is called, the call made outside any transaction, its answer recorded in a
 * transaction of its own. The withdrawal's hold stays pending until the gateway says the payout was paid (posted then);
 * an unknown outcome is asked about again with back-off, and sent again only under the same number.
 */
export type PayoutState = WithdrawalPayoutTable['state'];

/** The states the gateway has not settled: the resolver asks about them. */
export const OPEN_PAYOUT_STATES: readonly PayoutState[] = ['sending', 'unknown', 'processing'];

export interface PayoutHistoryEntry {
  at: number;
  event: 'created' | 'sent' | 'asked' | 'resent' | 'manual' | 'paid' | 'processing' | 'failed' | 'unknown' | 'refunded' | 'requeued';
  detail: string;
}

/** After an unknown outcome: ask again 5 s later, then twice as long each time, at most 10 minutes apart. */
export const UNKNOWN_FIRST_MS = 5_000;
export const UNKNOWN_MAX_MS = 10 * 60_000;
/** A payout the gateway accepted and is paying: asked about every 10 s at first, at most every 10 minutes. */
export const PROCESSING_FIRST_MS = 10_000;
export const nextAttemptDelayMs = (state: 'unknown' | 'processing', attempts: number): number =>
  Math.min(UNKNOWN_MAX_MS, (state === 'unknown' ? UNKNOWN_FIRST_MS : PROCESSING_FIRST_MS) * 2 ** Math.max(0, attempts - 1));

/** EPay's out_biz_no: "19位纯数字，且以日期时间开头" — the Beijing date and time to the second, then 5 random digits. */
export function newPayoutNumber(now: number): string {
  return `${formatBeijingTime(now).replace(/\D/g, '')}${String(randomInt(100_000)).padStart(5, '0')}`;
}

/** In the approval's transaction: a payout number not used before (a clash of the random digits draws again). */
export async function freePayoutNumber(trx: Kysely<Tables>, now: number): Promise<string> {
  for (;;) {
    const id = newPayoutNumber(now);
    if (!(await trx.selectFrom('withdrawal_payout').select('id').where('id', '=', id).executeTakeFirst())) return id;
  }
}

/**
 * Takes the payout for one call to the gateway, until `until`: false when it is settled or another call holds it (the
 * first call still running, a second resolver), so one call about a payout is in flight at a time.
 */
export async function claimPayout(db: Kysely<Tables>, payoutId: string, now: number, until: number): Promise<boolean> {
  const claimed = await db
    .updateTable('withdrawal_payout')
    .set({ calling_until: until })
    .where('id', '=', payoutId)
    .where('state', 'in', OPEN_PAYOUT_STATES)
    .where((eb) => eb.or([eb('calling_until', 'is', null), eb('calling_until', '<=', now)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** What a call came to and how it was made: the first send, a query, the same number sent again, or an operator who checked with the gateway. */
export interface PayoutAnswer {
  outcome: PayoutOutcome;
  call: 'sent' | 'asked' | 'resent' | 'manual';
  /** The history's detail of the call (default: the outcome's kind). */
  note?: string;
}

/**
 * In a transaction of its own: records what the gateway answered about an open payout and releases the call's claim.
 * paid: the withdrawal's hold is posted (once: UNIQUE(pending_id) under it), the payout and the withdrawal 已出款 with
 * the gateway's reference; failed: both 出款失败, the hold still pending for the operator's choice; processing and
 * unknown: asked again at next_attempt_at. A payout already settled does not change. Answers its state after.
 */
export async function recordPayoutAnswer(database: Database, payoutId: string, answer: PayoutAnswer, now: number): Promise<PayoutState | undefined> {
  return inMoneyTransaction(database, async (trx) => {
    // Takes the row's lock first (PostgreSQL), so the history read below is the latest.
    const touched = await trx.updateTable('withdrawal_payout').set({ updated_at: now }).where('id', '=', payoutId).where('state', 'in', OPEN_PAYOUT_STATES).executeTakeFirst();
    const row = await trx.selectFrom('withdrawal_payout').selectAll().where('id', '=', payoutId).executeTakeFirst();
    if (!row || touched.numUpdatedRows === 0n) return row?.state;
    return applyPayoutAnswer(trx, row, answer, now);
  });
}

/** In the caller's transaction, on an open payout whose row it has locked: what recordPayoutAnswer records. */
export async function applyPayoutAnswer(trx: Kysely<Tables>, row: Selectable<WithdrawalPayoutTable>, answer: PayoutAnswer, now: number): Promise<PayoutState> {
  const payoutId = row.id;
  const { outcome } = answer;
  const history = JSON.parse(row.history_json) as PayoutHistoryEntry[];
  const detail = outcome.kind === 'failed' || outcome.kind === 'unknown' ? outcome.error : outcome.reference;
  history.push({ at: now, event: answer.call, detail: answer.note ?? outcome.kind });
  const attempts = answer.call === 'manual' ? row.attempts : row.attempts + 1;
  const common = { attempts, calling_until: null, updated_at: now };
  if (outcome.kind === 'paid') {
    const withdrawal = `wd:${String(row.withdrawal_id)}`;
    await new Ledger(trx, now).post(`${withdrawal}:payout`, holdId(row.withdrawal_id), `${withdrawal}:post`);
    history.push({ at: now, event: 'paid', detail });
    await trx.updateTable('withdrawal_payout').set({ ...common, state: 'paid', reference: outcome.reference, error: '', next_attempt_at: null, history_json: JSON.stringify(history) }).where('id', '=', payoutId).execute();
    await setWithdrawalPayoutState(trx, row.withdrawal_id, 'paid');
    return 'paid';
  }
  if (outcome.kind === 'failed') {
    history.push({ at: now, event: 'failed', detail });
    await trx.updateTable('withdrawal_payout').set({ ...common, state: 'failed', error: detail.slice(0, 500), next_attempt_at: null, history_json: JSON.stringify(history) }).where('id', '=', payoutId).execute();
    await setWithdrawalPayoutState(trx, row.withdrawal_id, 'failed');
    return 'failed';
  }
  // A payout the gateway has accepted stays accepted: an unknown answer to a later question does not make it unknown.
  const state = outcome.kind === 'processing' || row.state === 'processing' ? 'processing' : 'unknown';
  history.push({ at: now, event: outcome.kind, detail });
  await trx
    .updateTable('withdrawal_payout')
    .set({
      ...common,
      state,
      ...(outcome.kind === 'processing' && outcome.reference !== '' ? { reference: outcome.reference } : {}),
      ...(outcome.kind === 'unknown' ? { error: detail.slice(0, 500) } : {}),
      next_attempt_at: now + nextAttemptDelayMs(state, attempts),
      history_json: JSON.stringify(history),
    })
    .where('id', '=', payoutId)
    .execute();
  return state;
}

/** The withdrawal's payout state follows its payout in flight ('paying') to paid or failed. */
async function setWithdrawalPayoutState(trx: Kysely<Tables>, withdrawalId: number, state: 'paid' | 'failed'): Promise<void> {
  await trx.updateTable('withdrawal').set({ payout_state: state }).where('id', '=', withdrawalId).where('payout_state', '=', 'paying').execute();
}

