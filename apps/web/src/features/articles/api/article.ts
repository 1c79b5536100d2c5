import { CODES } from '@casino/contract/codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../api/request';

/**
 * article: the HTML of one article type (SPEC §7). A type the server does not have is an empty article
 * (shown as 暂无资料), not a toast on every tab.
 */
export const articleQueryOptions = (type: number) =>
  queryOptions({
    queryKey: ['article', type],
    queryFn: async () => {
      try {
        return (await request('article', { type }, { toastErrors: false })).data.content;
      } catch (error) {
        if (error instanceof ApiError && error.code === CODES.notFound) return '';
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useArticle = (type: number) => useQuery(articleQueryOptions(type));
