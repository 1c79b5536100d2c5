import { RECORD_TYPES, type RecordTypeCode } from '@casino/contract/codes';
import { MAIN_WALLET_NAME } from '@casino/contract/constants';
import type { TransactionRecord } from '@casino/contract/entities/records';
import { transactionStateLabel } from '@casino/contract/labels';
import { formatYuan } from '@casino/contract/money';
import { RecordRow, type RecordTone } from '../../shared/record-row';
import './records.css';

/** Deposits and withdrawals: 1 待审核, 2 审核通过, 3 审核拒绝. Transfers: 0 失败, 1 成功, 2 待结算. */
function toneOf(type: RecordTypeCode, state: number): RecordTone {
  const tones: Record<number, RecordTone> = type === 1 || type === 2 ? { 1: 'pending', 2: 'ok', 3: 'bad' } : { 0: 'bad', 1: 'ok', 2: 'pending' };
  return tones[state] ?? 'muted';
}

/**
 * What the row is: a deposit or withdrawal by its type and channel; a transfer with a platform by its two wallets
 * (the list's 转入/转出 name it from the platform's side); any other movement by the main wallet's side (a credit
 * 转入, a debit 转出) and its kind (系统调整, 返水 …).
 */
function titleOf(type: RecordTypeCode, record: TransactionRecord): string {
  if (record.kind === 'transfer_in') return `${MAIN_WALLET_NAME} → ${record.pay_way}`;
  if (record.kind === 'transfer_out') return `${record.pay_way} → ${MAIN_WALLET_NAME}`;
  const name = record.kind === 'deposit' || record.kind === 'withdrawal' ? (RECORD_TYPES.find((t) => t.code === type)?.name ?? '') : record.direction === 'in' ? '转入' : '转出';
  return record.pay_way === '' ? name : `${name} · ${record.pay_way}`;
}

/** One record, its amount signed for the main wallet (+ in, - out), its state label of SPEC §4 for its record type and, when refused, the operator's reason. */
export function TransactionRow({ type, record }: { type: RecordTypeCode; record: TransactionRecord }) {
  const details = [record.created_at, `单号 ${record.out_trade_no}`, ...(record.remark === undefined ? [] : [`拒绝原因：${record.remark}`])];
  return (
    <RecordRow
      title={titleOf(type, record)}
      details={details}
      amount={<span className={`record-amount-${record.direction}`}>{`${record.direction === 'in' ? '+' : '-'}${formatYuan(record.amount)}`}</span>}
      status={transactionStateLabel(type, record.state)}
      tone={toneOf(type, record.state)}
    />
  );
}
