import type { ParsedRequestOf } from '@casino/contract/call';
import type { gettransrecord } from '@casino/contract/calls/records';
import { REVIEW_STATE } from '@casino/contract/codes';
import { TRANSACTION_KINDS, type TransactionKind } from '@casino/contract/entities/records';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { TRANSFER_KIND, type TransferKind } from '../../ledger/transfer-kinds';
import { dateFilterStart } from '../../kernel/lists/date-filter';
import { pageSize, paginate, toPage, type PageRequest } from '../../kernel/lists/page';
import { ledgerRecordNumber } from './record-number';

/** The main wallet's movements other than deposits, withdrawals and transfers into platforms: shown with the transfers out of platforms (type 4). */
const CREDIT_LABELS: ReadonlyMap<string, string> = new Map<TransferKind, string>([
  [TRANSFER_KIND.transferOut, ''],
  [TRANSFER_KIND.rebate, '返水'],
  [TRANSFER_KIND.redpacket, '红包'],
  [TRANSFER_KIND.bonus, '优惠彩金'],
  [TRANSFER_KIND.adjustment, '系统调整'],
]);

/** One page of the member's deposits (type 1), withdrawals (2), transfers into platforms (3) or money into main (4), within the date filter. */
export function transactionRecordPage(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof gettransrecord>, now: number) {
  const query: RecordQuery = { memberId, since: dateFilterStart(input.date, now), page: input.page, perPage: pageSize(input.pagesize, DEFAULT_PAGE_SIZE) };
  if (input.type === 1) return depositRecords(db, query);
  if (input.type === 2) return withdrawalRecords(db, query);
  return transferRecords(db, query, input.type === 3);
}

interface RecordQuery extends PageRequest {
  memberId: number;
  since: number;
}

function depositRecords(db: Kysely<Tables>, { memberId, since, ...page }: RecordQuery) {
  return paginate(
    db
      .selectFrom('deposit_order')
      .innerJoin('pay_channel', 'pay_channel.type', 'deposit_order.channel')
      .where('deposit_order.member_id', '=', memberId)
      .where('deposit_order.created_at', '>=', since),
    (query) =>
      query
        .select([
          'deposit_order.created_at',
          'deposit_order.out_trade_no',
          'pay_channel.name',
          'deposit_order.amount_fen',
          'deposit_order.state',
          'deposit_order.review_reason',
        ])
        .orderBy('deposit_order.id', 'desc'),
    page,
    (r) => ({
      created_at: formatBeijingTime(r.created_at),
      out_trade_no: r.out_trade_no,
      pay_way: r.name,
      amount: fenToYuan(r.amount_fen),
      state: r.state,
      direction: 'in' as const,
      kind: 'deposit' as const,
      ...refusalRemark(r),
    }),
  );
}

function withdrawalRecords(db: Kysely<Tables>, { memberId, since, ...page }: RecordQuery) {
  return paginate(
    db.selectFrom('withdrawal').where('member_id', '=', memberId).where('created_at', '>=', since),
    (query) => query.select(['created_at', 'order_no', 'bank', 'bank_no', 'amount_fen', 'state', 'review_reason', 'payout_state']).orderBy('id', 'desc'),
    page,
    (r) => ({
      created_at: formatBeijingTime(r.created_at),
      out_trade_no: r.order_no,
      pay_way: `${r.bank} 尾号${r.bank_no.slice(-4)}`,
      amount: fenToYuan(r.amount_fen),
      // Approved, its gateway payout in flight (出款中) or failed and not settled: the money has not left, 审核中.
      state: r.state === REVIEW_STATE.approved && (r.payout_state === 'paying' || r.payout_state === 'failed') ? REVIEW_STATE.pending : r.state,
      direction: 'out' as const,
      kind: 'withdrawal' as const,
      ...refusalRemark(r),
    }),
  );
}

/** The operator's reason, on a refused deposit or withdrawal only: a reason kept on any other state is not the player's to read. */
function refusalRemark({ state, review_reason }: { state: number; review_reason: string }): { remark?: string } {
  return state === REVIEW_STATE.refused && review_reason !== '' ? { remark: review_reason } : {};
}

/**
 * Type 3: transfers from main into a platform. Type 4: transfers from platforms into main, rebates, red packets,
 * bonuses and an operator's adjustments either way. Each row's direction is the main wallet's side of its transfer.
 */
async function transferRecords(db: Kysely<Tables>, { memberId, since, ...page }: RecordQuery, intoPlatforms: boolean) {
  const main = await db.selectFrom('account').select('id').where('member_id', '=', memberId).where('kind', '=', ACCOUNT_KIND.main).executeTakeFirst();
  if (!main) return toPage([], 0, page.page, page.perPage);
  const platforms = await db.selectFrom('platform').select(['code', 'name']).execute();
  const platformName = new Map(platforms.map((p) => [p.code, p.name]));
  return paginate(
    db
      .selectFrom('transfer')
      .where((eb) => eb.or([eb('debit_account_id', '=', main.id), eb('credit_account_id', '=', main.id)]))
      .where('kind', 'in', intoPlatforms ? [TRANSFER_KIND.transferIn] : [...CREDIT_LABELS.keys()])
      // A transfer-wallet platform's transfer is a hold, then its post or void: only the post moved the money.
      .where('phase', 'in', ['single', 'post'])
      .where('created_at', '>=', since),
    (query) => query.select(['id', 'created_at', 'kind', 'ref_id', 'amount', 'credit_account_id']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
    (r) => ({
      created_at: formatBeijingTime(r.created_at),
      out_trade_no: ledgerRecordNumber(r),
      pay_way: CREDIT_LABELS.get(r.kind) || (platformName.get(r.ref_id ?? '') ?? r.ref_id ?? ''),
      amount: fenToYuan(r.amount),
      // Ledger transfers are applied whole or not at all: every one shown succeeded.
      state: 1,
      direction: r.credit_account_id === main.id ? ('in' as const) : ('out' as const),
      kind: recordKind(r.kind),
    }),
  );
}

/** The record's kind: the transfer's, one of the kinds these lists select. */
function recordKind(kind: string): TransactionKind {
  const known = TRANSACTION_KINDS.find((k) => k === kind);
  if (known === undefined) throw new Error(`a transaction record of kind ${kind}`);
  return known;
}
