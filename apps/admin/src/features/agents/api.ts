import type { AGENT_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

const AGENTS = ['adminAgents'] as const;

/** The agent applications waiting for review in their sort (oldest first when none); asked again every 15 s while the screen is open. */
export const pendingAgentsQuery = ({ sort, order }: ListSort<(typeof AGENT_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: [...AGENTS, { sort, order }],
    queryFn: async () => (await adminCall('adminAgents', { sort, order })).data,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

/** Every sort of the list: what a review makes stale. */
export const allAgentsQuery = { queryKey: AGENTS };
