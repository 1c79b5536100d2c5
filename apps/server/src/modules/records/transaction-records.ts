import type { ParsedRequestOf } from '@casino/contract/call';
import type { gettransrecord } from '@casino/contract/calls/records';
import { REVIEW_STATE } from '@casino/contract/codes';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { TRANSFER_KIND, type TransferKind } from '../../ledger/transfer-kinds';
import { dateFilterStart } from '../../lists/date-filter';
import { pageSize, paginate, type PageRequest } from '../../lists/page';

/** Money into the main wallet other than deposits: shown with the transfers out of platforms (type 4). */
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
      ...refusalRemark(r),
    }),
  );
}

function withdrawalRecords(db: Kysely<Tables>, { memberId, since, ...page }: RecordQuery) {
  return paginate(
    db.selectFrom('withdrawal').where('member_id', '=', memberId).where('created_at', '>=', since),
    (query) => query.select(['created_at', 'order_no', 'bank', 'bank_no', 'amount_fen', 'state', 'review_reason']).orderBy('id', 'desc'),
    page,
    (r) => ({
      created_at: formatBeijingTime(r.created_at),
      out_trade_no: r.order_no,
      pay_way: `${r.bank} 尾号${r.bank_no.slice(-4)}`,
      amount: fenToYuan(r.amount_fen),
      state: r.state,
      ...refusalRemark(r),
    }),
  );
}

/** The operator's reason, on a refused deposit or withdrawal only: a reason kept on any other state is not the player's to read. */
function refusalRemark({ state, review_reason }: { state: number; review_reason: string }): { remark?: string } {
  return state === REVIEW_STATE.refused && review_reason !== '' ? { remark: review_reason } : {};
}

/** Type 3: transfers from main into a platform. Type 4: money into main from platforms, rebates, red packets, adjustments. */
async function transferRecords(db: Kysely<Tables>, { memberId, since, ...page }: RecordQuery, into: boolean) {
  const platforms = await db.selectFrom('platform').select(['code', 'name']).execute();
  const platformName = new Map(platforms.map((p) => [p.code, p.name]));
  return paginate(
    db
      .selectFrom('transfer')
      .innerJoin('account', 'account.id', into ? 'transfer.debit_account_id' : 'transfer.credit_account_id')
      .where('account.member_id', '=', memberId)
      .where('account.kind', '=', ACCOUNT_KIND.main)
      .where('transfer.kind', 'in', into ? [TRANSFER_KIND.transferIn] : [...CREDIT_LABELS.keys()])
      // A transfer-wallet platform's transfer is a hold, then its post or void: only the post moved the money.
      .where('transfer.phase', 'in', ['single', 'post'])
      .where('transfer.created_at', '>=', since),
    (query) =>
      query
        .select(['transfer.id', 'transfer.created_at', 'transfer.kind', 'transfer.ref_id', 'transfer.amount'])
        .orderBy('transfer.created_at', 'desc')
        .orderBy('transfer.id', 'desc'),
    page,
    (r) => ({
      created_at: formatBeijingTime(r.created_at),
      out_trade_no: r.id,
      pay_way: CREDIT_LABELS.get(r.kind) || (platformName.get(r.ref_id ?? '') ?? r.ref_id ?? ''),
      amount: fenToYuan(r.amount),
      // Ledger transfers are applied whole or not at all: every one shown succeeded.
      state: 1,
    }),
  );
}
