import { maskAccountNumber } from '@casino/contract/account-numbers';
import type { ParsedRequestOf, DataOf } from '@casino/contract/call';
import type { adminDeposits } from '@casino/contract/calls/deposit';
import { REVIEW_STATE } from '@casino/contract/codes';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { paginate } from '../../kernel/lists/page';
import { readQueueRequest, reviewStateName, type QueueBounds } from '../../kernel/review-queues/request';
import { tagsOf } from '../account/public';
import { storedCards } from './receiving-accounts';

export type DepositQueueItem = DataOf<typeof adminDeposits>['data'][number];

/** The deposit orders within adminDeposits' filters (the export's too), with their members, nothing selected yet; and the filters as read. */
export async function depositsWithin(db: Kysely<Tables>, request: Omit<ParsedRequestOf<typeof adminDeposits>, 'page'> & { page?: number }) {
  const state = REVIEW_STATE[request.state ?? 'pending'];
  const bounds = await readQueueRequest(db, { page: 1, ...request }, state === REVIEW_STATE.pending);
  let query = db.selectFrom('deposit_order').innerJoin('member', 'member.id', 'deposit_order.member_id').where('deposit_order.state', '=', state);
  // A gateway's pending order waits for the player's payment, not for a review (财务 → 支付通知 finds it).
  if (state === REVIEW_STATE.pending) query = query.where('deposit_order.gateway', '=', '');
  if (bounds.memberId !== undefined) query = query.where('deposit_order.member_id', '=', bounds.memberId ?? 0);
  if (bounds.from !== undefined) query = query.where('deposit_order.created_at', '>=', bounds.from);
  if (bounds.until !== undefined) query = query.where('deposit_order.created_at', '<', bounds.until);
  if (bounds.minFen !== undefined) query = query.where('deposit_order.amount_fen', '>=', bounds.minFen);
  if (bounds.maxFen !== undefined) query = query.where('deposit_order.amount_fen', '<=', bounds.maxFen);
  const channel = request.channel?.trim() ?? '';
  if (channel !== '') query = query.where('deposit_order.channel', '=', channel);
  return { query, bounds };
}

type DepositsQuery = Awaited<ReturnType<typeof depositsWithin>>['query'];

/** A deposit row's columns, as the queue and its export read them. */
export function depositColumns(query: DepositsQuery) {
  return query.select([
    'deposit_order.id',
    'deposit_order.out_trade_no',
    'deposit_order.member_id',
    'member.username',
    'deposit_order.channel',
    'deposit_order.amount_fen',
    'deposit_order.created_at',
    'deposit_order.depositor_name',
    'deposit_order.depositor_bank',
    'deposit_order.depositor_bank_no',
    'deposit_order.depositor_bank_address',
    'deposit_order.receiving',
    'deposit_order.state',
    'deposit_order.reviewed_by',
    'deposit_order.reviewed_at',
    'deposit_order.review_reason',
  ]);
}

/** The order of the list: the asked column, the id settling ties so a page never repeats or skips a row of the next. */
export function inDepositOrder<O>(query: SelectQueryBuilder<Tables, 'deposit_order' | 'member', O>, bounds: QueueBounds) {
  return query.orderBy(`deposit_order.${bounds.sortColumn}`, bounds.direction).orderBy('deposit_order.id', bounds.direction);
}

type DepositRow = Awaited<ReturnType<ReturnType<typeof depositColumns>['execute']>>[number];

/** A row as adminDeposits answers it, with the member's tags; the depositor's card number as `number` shows it (accountNumberFor the operator's role). */
export function depositItem(row: DepositRow, tags: readonly string[] = [], number: (value: string) => string = maskAccountNumber): DepositQueueItem {
  return {
    out_trade_no: row.out_trade_no,
    username: row.username,
    channel: row.channel,
    amount: fenToYuan(row.amount_fen),
    created_at: formatBeijingTime(row.created_at),
    depositor_name: row.depositor_name,
    depositor: { name: row.depositor_name, bank: row.depositor_bank, bank_no: number(row.depositor_bank_no), branch: row.depositor_bank_address },
    receiving: (storedCards(row.receiving) ?? []).map((card) => ({ content: card.content, account: card.mch_id })),
    tags: [...tags],
    state: reviewStateName(row.state),
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at === null ? null : formatBeijingTime(row.reviewed_at),
    reason: row.review_reason,
  };
}

/** One page of the deposit orders in a state (pending by default) within the filters, as adminDeposits answers it. */
export async function depositQueuePage(db: Kysely<Tables>, request: ParsedRequestOf<typeof adminDeposits>, number: (value: string) => string = maskAccountNumber): Promise<Page<DepositQueueItem>> {
  const { query, bounds } = await depositsWithin(db, request);
  const page = await paginate(query, (filtered) => inDepositOrder(depositColumns(filtered), bounds), bounds.page, (row) => row);
  const tags = await tagsOf(db, page.data.map((row) => row.member_id));
  return { ...page, data: page.data.map((row) => depositItem(row, tags.get(row.member_id), number)) };
}
