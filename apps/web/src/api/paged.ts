import type { Page } from '@casino/contract/wire';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** A paged list's query: pages 1, 2, … of the Laravel paginator, until `last_page`. */
export function pagedQueryOptions<T, K extends QueryKey>(queryKey: K, fetchPage: (page: number) => Promise<Page<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}
