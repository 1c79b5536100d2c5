import { RECORD_TYPES, type RecordTypeCode } from '@casino/contract/codes';
import type { TransactionRecord } from '@casino/contract/entities/records';
import { transactionStateLabel } from '@casino/contract/labels';
import { formatYuan } from '@casino/contract/money';
import { RecordRow, type RecordTone } from '../../shared/record-row';

/** Deposits and withdrawals: 1 待审核, 2 审核通过, 3 审核拒绝. Transfers: 0 失败, 1 成功, 2 待结算. */
function toneOf(type: RecordTypeCode, state: number): RecordTone {
  const tones: Record<number, RecordTone> = type === 1 || type === 2 ? { 1: 'pending', 2: 'ok', 3: 'bad' } : { 0: 'bad', 1: 'ok', 2: 'pending' };
  return tones[state] ?? 'muted';
}

/** One deposit, withdrawal or transfer, with its state label of SPEC §4 for its record type and, when refused, the operator's reason. */
export function TransactionRow({ type, record }: { type: RecordTypeCode; record: TransactionRecord }) {
  const typeName = RECORD_TYPES.find((t) => t.code === type)?.name ?? '';
  return (
    <RecordRow
      title={record.pay_way === '' ? typeName : `${typeName} · ${record.pay_way}`}
      details={record.remark === undefined ? [record.created_at, `单号 ${record.out_trade_no}`] : [record.created_at, `单号 ${record.out_trade_no}`, `拒绝原因：${record.remark}`]}
      amount={formatYuan(record.amount)}
      status={transactionStateLabel(type, record.state)}
      tone={toneOf(type, record.state)}
    />
  );
}
