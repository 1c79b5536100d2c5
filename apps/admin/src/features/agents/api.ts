import type { AGENT_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

const AGENTS = ['adminAgents'] as const;

/** One page of the agent applications waiting for review in their sort (oldest first when none); asked again every 15 s while the screen is open, the last page staying on screen while the next loads. */
export const pendingAgentsQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof AGENT_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: [...AGENTS, { page, sort, order }],
    queryFn: async () => (await adminCall('adminAgents', { page, per_page: AGENTS_PAGE_SIZE, sort, order })).data,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

/** Every page and sort of the list: what a review makes stale. */
export const allAgentsQuery = { queryKey: AGENTS };

export const AGENTS_PAGE_SIZE = 20;
