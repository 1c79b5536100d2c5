import { useEffect } from 'react';

/**
 * Goes back to the last page when the answered one is empty past it (its rows were reviewed away, or an
 * old link), so an operator is never left on an empty page while rows remain. Give it the answer only once
 * it is the page's own, not the previous page kept on screen.
 */
export function usePageWithinList(answer: { current_page: number; last_page: number; data: readonly unknown[] } | undefined, setPage: (page: number) => void) {
  const lastPage = answer !== undefined && answer.data.length === 0 && answer.current_page > answer.last_page ? answer.last_page : undefined;
  useEffect(() => {
    if (lastPage !== undefined) setPage(lastPage);
  }, [lastPage, setPage]);
}
