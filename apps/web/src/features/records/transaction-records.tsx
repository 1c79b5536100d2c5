import type { DateFilterCode, RecordTypeCode } from '@casino/contract/codes';
import { useState } from 'react';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { useSession } from '../../shared/session';
import { SingleSelect } from '../../shared/single-select';
import { useTransactionRecords } from './api/transaction-records';
import { DATE_OPTIONS, RECORD_TYPE_OPTIONS } from './filters';
import { TransactionRow } from './transaction-row';

/** The transactions tab of /meyList: a record type and a date filter over gettransrecord. */
export function TransactionRecords() {
  const { token } = useSession();
  const [type, setType] = useState<RecordTypeCode>(1);
  const [date, setDate] = useState<DateFilterCode>(1);
  const list = useTransactionRecords(token, type, date);
  if (!token) return <LoginNeeded />;
  return (
    <section aria-label="交易记录">
      <SingleSelect label="交易类型" options={RECORD_TYPE_OPTIONS} value={type} onChange={setType} />
      <SingleSelect label="时间" options={DATE_OPTIONS} value={date} onChange={setDate} />
      <PagedList list={list} renderItem={(record) => <TransactionRow key={record.out_trade_no} type={type} record={record} />} />
    </section>
  );
}
