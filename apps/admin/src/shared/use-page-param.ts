import { useSearchParams } from 'react-router';

/**
 * A list's page in the address (`?page=2`, or another name where a screen has two lists), so a reload or a
 * shared link opens the same one; the address's other parameters are kept.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get(name)) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 1) kept.delete(name);
      else kept.set(name, String(next));
      return kept;
    });
  return [page, setPage];
}
