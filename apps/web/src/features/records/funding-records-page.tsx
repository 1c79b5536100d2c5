import type { DateFilterCode } from '@casino/contract/codes';
import { useState } from 'react';
import { useSearchParams } from '../../shared/router';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { useSession } from '../../shared/session';
import { SingleSelect } from '../../shared/single-select';
import { useTransactionRecords } from './api/transaction-records';
import { DATE_OPTIONS } from './filters';
import { TransactionRow } from './transaction-row';

type FundingType = 1 | 2;

const FUNDING_OPTIONS: readonly { label: string; value: FundingType }[] = [
  { label: '存款', value: 1 },
  { label: '取款', value: 2 },
];

/**
 * /fundingRecords: the member's deposits or withdrawals (one gettransrecord call lists one type), newest
 * first, with their review state. Linked after a withdrawal (SPEC §4), so withdrawals come first unless
 * `?type=1` asks for deposits; a month is shown so that older reviews stay in sight.
 */
export default function FundingRecordsPage() {
  const { token } = useSession();
  const [params] = useSearchParams();
  const [type, setType] = useState<FundingType>(params.get('type') === '1' ? 1 : 2);
  const [date, setDate] = useState<DateFilterCode>(4);
  const list = useTransactionRecords(token, type, date);
  if (!token) return <LoginNeeded />;
  return (
    <section aria-label="资金记录">
      <SingleSelect label="资金类型" options={FUNDING_OPTIONS} value={type} onChange={setType} />
      <SingleSelect label="时间" options={DATE_OPTIONS} value={date} onChange={setDate} />
      <PagedList list={list} renderItem={(record) => <TransactionRow key={record.out_trade_no} type={type} record={record} />} />
    </section>
  );
}
