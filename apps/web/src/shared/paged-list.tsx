import type { Page } from '@casino/contract/wire';
import { MSG } from '@casino/contract/messages';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface PagedListProps<T> {
  /** `useInfiniteQuery(<the list's pagedQueryOptions>)`. */
  list: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown when the list has no item. */
  empty?: string;
}

/** A paged list: pull to refresh, the next page on scrolling to the end, an empty state. */
export function PagedList<T>({ list, renderItem, empty = MSG.empty }: PagedListProps<T>) {
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="paged-list-loading" role="status">
        <DotLoading /> {MSG.loading}
      </div>
    );
  } else if (items.length === 0 && list.isError) {
    body = (
      <ErrorBlock status="default" title={MSG.loadFailed} description="">
        <Button size="small" onClick={() => void list.refetch()}>
          {MSG.reload}
        </Button>
      </ErrorBlock>
    );
  } else if (items.length === 0) {
    body = <ErrorBlock status="empty" title={empty} description="" />;
  } else {
    body = (
      <>
        {items.map(renderItem)}
        <InfiniteScroll
          hasMore={list.hasNextPage}
          loadMore={async () => {
            await list.fetchNextPage({ throwOnError: true });
          }}
        />
      </>
    );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await list.refetch();
      }}
    >
      {body}
    </PullToRefresh>
  );
}
