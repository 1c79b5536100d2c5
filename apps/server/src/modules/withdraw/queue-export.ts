import { maskAccountNumber } from '@casino/contract/account-numbers';
import type { ParsedRequestOf } from '@casino/contract/call';
import type { adminWithdrawalsCsv } from '@casino/contract/calls/withdraw';
import type { MemberLink } from '@casino/contract/entities/account';
import { WITHDRAWAL_FLAG_LABELS } from '@casino/contract/codes';
import { CARD_KIND_LABELS, REVIEW_STATE_LABELS } from '@casino/contract/labels';
import { formatFen } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Tables } from '../../platform/db/schema';
import { csvTime, type CsvColumn, type CsvFile } from '../../kernel/lists/csv';
import { exportFile } from '../../kernel/lists/export-file';
import { queueFileName } from '../../kernel/review-queues/export-name';
import { reviewStateName } from '../../kernel/review-queues/request';
import { linksOf } from '../account/public';
import { holderFlags, inWithdrawalOrder, withdrawalFlags, withdrawalKind, withdrawalsWithin } from './queue';
import { queueColumns } from './reviews';

type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof queueColumns>['execute']>>[number] & { links: MemberLink[]; second_review: boolean };

/** The columns of 提现审核: the account paid to in full, as the list shows it, with the review's warnings and linked members. */
const COLUMNS: readonly CsvColumn<WithdrawalRow>[] = [
  { header: '订单号', cell: (row) => row.order_no },
  { header: '会员', cell: (row) => row.username },
  { header: '金额（元）', cell: (row) => formatFen(row.amount_fen) },
  { header: '到账金额', cell: (row) => formatFen(row.payout) },
  { header: '到账币种', cell: (row) => (row.payout_unit === 'USDT' ? 'USDT' : '元') },
  { header: '提现方式', cell: (row) => CARD_KIND_LABELS[withdrawalKind(row.card_type)] },
  { header: '收款账户', cell: (row) => `${row.bank} ${row.bank_no} ${row.bank_owner}` },
  { header: '提交时间', cell: (row) => csvTime(row.created_at) },
  { header: '大额复核', cell: (row) => (row.second_review ? '是' : '否') },
  { header: '初审人', cell: (row) => row.first_approved_by },
  { header: '状态', cell: (row) => REVIEW_STATE_LABELS[reviewStateName(row.state)] },
  { header: '审核人', cell: (row) => row.reviewed_by },
  { header: '审核时间', cell: (row) => csvTime(row.reviewed_at) },
  { header: '原因', cell: (row) => row.review_reason },
  { header: '风险提示', cell: (row) => [...withdrawalFlags(row.risk_flags), ...holderFlags(row)].map((flag) => WITHDRAWAL_FLAG_LABELS[flag]).join('；') },
  { header: '关联账户', cell: (row) => [...new Set(row.links.map((link) => link.username))].join(' ') },
];

/** 提现审核 as a CSV file: every withdrawal within adminWithdrawals' filters, in its order, the account number as `number` shows it; audited. */
export async function withdrawalsFile(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminWithdrawalsCsv>, audit: AuditWriter, cap?: number, number: (value: string) => string = maskAccountNumber): Promise<CsvFile> {
  const { query, bounds, secondReviewFen } = await withdrawalsWithin(db, input);
  return exportFile(db, audit, {
    source: {
      ids: async (limit) => (await inWithdrawalOrder(query.select('withdrawal.id'), bounds).limit(limit).execute()).map((row) => row.id),
      rows: async (ids) => {
        const rows = await queueColumns(query.where('withdrawal.id', 'in', ids)).execute();
        const links = await linksOf(db, rows.map((row) => row.member_id));
        return rows.map((row) => ({ ...row, bank_no: number(row.bank_no), second_review: Number(row.day_fen) > secondReviewFen, links: links.get(row.member_id) ?? [] }));
      },
      idOf: (row) => row.id,
    },
    columns: COLUMNS,
    name: queueFileName('withdrawals', input.state ?? 'pending', input, input.kind),
    target: 'export:withdrawals',
    filters: input,
    cap,
  });
}
