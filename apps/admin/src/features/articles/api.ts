import type { QueryClient } from '@tanstack/react-query';
import type { ARTICLE_SORTING } from '@casino/contract/list-sorting';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the articles (help pages) in their sort (by type when none). */
export const articlesQuery = ({ page, sort, order }: ListParams<SortName<typeof ARTICLE_SORTING>>) => pageQuery('adminArticles', { page, sort, order });

export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminArticles'] });
}
