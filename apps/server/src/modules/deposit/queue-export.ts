import { maskAccountNumber } from '@casino/contract/account-numbers';
import type { ParsedRequestOf } from '@casino/contract/call';
import type { adminDepositsCsv } from '@casino/contract/calls/deposit';
import { payChannelLabel, REVIEW_STATE_LABELS } from '@casino/contract/labels';
import { formatFen } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Tables } from '../../platform/db/schema';
import { csvTime, type CsvColumn, type CsvFile } from '../../kernel/lists/csv';
import { exportFile } from '../../kernel/lists/export-file';
import { queueFileName } from '../../kernel/review-queues/export-name';
import { reviewStateName } from '../../kernel/review-queues/request';
import { depositColumns, depositsWithin, inDepositOrder } from './queue';
import { storedCards } from './receiving-accounts';

type DepositRow = Awaited<ReturnType<ReturnType<typeof depositColumns>['execute']>>[number];

/** The columns of 充值审核 as finance matches them against the bank statement: the depositor as entered, in full, as the list shows them. */
const COLUMNS: readonly CsvColumn<DepositRow>[] = [
  { header: '订单号', cell: (row) => row.out_trade_no },
  { header: '会员', cell: (row) => row.username },
  { header: '通道', cell: (row) => payChannelLabel(row.channel) },
  { header: '金额（元）', cell: (row) => formatFen(row.amount_fen) },
  { header: '存款人', cell: (row) => row.depositor_name },
  { header: '存款银行', cell: (row) => row.depositor_bank },
  { header: '存款卡号', cell: (row) => row.depositor_bank_no },
  { header: '开户支行', cell: (row) => row.depositor_bank_address },
  { header: '收款账户', cell: (row) => (storedCards(row.receiving) ?? []).map((card) => card.mch_id).join(' / ') },
  { header: '提交时间', cell: (row) => csvTime(row.created_at) },
  { header: '状态', cell: (row) => REVIEW_STATE_LABELS[reviewStateName(row.state)] },
  { header: '审核人', cell: (row) => row.reviewed_by },
  { header: '审核时间', cell: (row) => csvTime(row.reviewed_at) },
  { header: '原因', cell: (row) => row.review_reason },
];

/** 充值审核 as a CSV file: every order within adminDeposits' filters, in its order, the depositor's card number as `number` shows it; audited. */
export async function depositsFile(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminDepositsCsv>, audit: AuditWriter, cap?: number, number: (value: string) => string = maskAccountNumber): Promise<CsvFile> {
  const { query, bounds } = await depositsWithin(db, input);
  return exportFile(db, audit, {
    source: {
      ids: async (limit) => (await inDepositOrder(query.select('deposit_order.id'), bounds).limit(limit).execute()).map((row) => row.id),
      rows: async (ids) => (await depositColumns(query.where('deposit_order.id', 'in', ids)).execute()).map((row) => ({ ...row, depositor_bank_no: number(row.depositor_bank_no) })),
      idOf: (row) => row.id,
    },
    columns: COLUMNS,
    name: queueFileName('deposits', input.state ?? 'pending', input, input.channel),
    target: 'export:deposits',
    filters: input,
    cap,
  });
}
