import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ARTICLE_SORTING } from '@casino/contract/list-sorting';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

export const ARTICLES_PER_PAGE = 20;

/** One page of the articles (help pages) in their sort (by type when none). */
export const articlesQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof ARTICLE_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminArticles', { page, sort, order }],
    queryFn: async () => (await adminCall('adminArticles', { page, per_page: ARTICLES_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminArticles'] });
}
