import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export const ARTICLES_PER_PAGE = 20;

/** One page of the articles (help pages), by type. */
export const articlesQuery = (page: number) =>
  queryOptions({
    queryKey: ['adminArticles', page],
    queryFn: async () => (await adminCall('adminArticles', { page, per_page: ARTICLES_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });

export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminArticles'] });
}
