import { useSearchParams } from 'react-router';

/**
 * An unsorted list's page in the address (?page=2; page 1 left out), the address's other parameters kept, so a
 * reload or a shared link shows the same rows.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 1) kept.delete('page');
      else kept.set('page', String(next));
      return kept;
    });
  return [page, setPage];
}
