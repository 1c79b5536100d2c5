import type { DateFilterCode } from '@casino/contract/codes';
import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

const rebatesRoot = ['rebates'] as const;

/** getfanshui's list: the member's rebates, claimable and claimed, newest first, by page. */
export const rebateRecordsQueryOptions = (token: string | null, date: DateFilterCode) => ({
  ...pagedQueryOptions([...rebatesRoot, 'list', token, date], async (page) => (await request('getfanshui', { date, page, api_type: '', type: '' })).data.list),
  enabled: token !== null,
});

/**
 * getfanshui's totals: 已领取 (jisuan) and 可领取 (nojisuan). Asked for on their own (a page of one
 * row over the widest date filter) so that they do not change with the list's filter or page.
 */
export const rebateTotalsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...rebatesRoot, 'totals', token],
    queryFn: async () => {
      const { jisuan, nojisuan } = (await request('getfanshui', { date: 4, page: 1, pagesize: 1, api_type: '', type: '' })).data;
      return { jisuan, nojisuan };
    },
    enabled: token !== null,
  });

/** After a claim: the totals and the list's states are read again. */
export async function invalidateRebates(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: rebatesRoot });
}

export const useRebateRecords = (token: string | null, date: DateFilterCode) => useInfiniteQuery(rebateRecordsQueryOptions(token, date));
export const useRebateTotals = (token: string | null) => useQuery(rebateTotalsQueryOptions(token));
