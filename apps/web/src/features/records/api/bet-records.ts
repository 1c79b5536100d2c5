import type { DateFilterCode } from '@casino/contract/codes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

/** betrecord: the member's bets on every platform, newest first, by page. */
export const betRecordsQueryOptions = (token: string | null, date: DateFilterCode) => ({
  ...pagedQueryOptions(['bet-records', token, date], async (page) => (await request('betrecord', { date, page, api_type: '' })).data),
  enabled: token !== null,
});

export const useBetRecords = (token: string | null, date: DateFilterCode) => useInfiniteQuery(betRecordsQueryOptions(token, date));
