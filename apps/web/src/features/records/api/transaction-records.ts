import type { DateFilterCode, RecordTypeCode } from '@casino/contract/codes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

/** gettransrecord: deposits (1), withdrawals (2), transfers in (3) or out (4), newest first, by page. */
export const transactionRecordsQueryOptions = (token: string | null, type: RecordTypeCode, date: DateFilterCode) => ({
  ...pagedQueryOptions(['transaction-records', token, type, date], async (page) => (await request('gettransrecord', { type, date, page, api_type: '' })).data),
  enabled: token !== null,
});

export const useTransactionRecords = (token: string | null, type: RecordTypeCode, date: DateFilterCode) =>
  useInfiniteQuery(transactionRecordsQueryOptions(token, type, date));
