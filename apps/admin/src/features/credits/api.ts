import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

const CREDITS = ['adminCreditRequests'] as const;

export const CREDITS_PAGE_SIZE = 20;

/** One page of the credits waiting for a second operator, oldest first; asked again every 15 s while the screen is open, the last page staying on screen while the next loads. */
export const pendingCreditsQuery = (page: number) =>
  queryOptions({
    queryKey: [...CREDITS, { page }],
    queryFn: async () => (await adminCall('adminCreditRequests', { page, per_page: CREDITS_PAGE_SIZE })).data,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

/** Every page of the list: what a review makes stale. */
export const allCreditsQuery = { queryKey: CREDITS };
