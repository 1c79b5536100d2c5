import type { QueryClient } from '@tanstack/react-query';

/**
 * The queries whose answers a money move changes. Every query that shows a balance starts its key
 * with one of these, so one invalidation after a deposit, withdrawal, transfer or claim refreshes them all.
 */
const MONEY_QUERY_ROOTS = ['balance', 'user', 'platform-balances'] as const;

export async function invalidateBalances(queryClient: QueryClient): Promise<void> {
  await Promise.all(MONEY_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}

/** On logout: nothing of the member stays in the cache. */
export function removeMemberQueries(queryClient: QueryClient): void {
  for (const root of MONEY_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}
