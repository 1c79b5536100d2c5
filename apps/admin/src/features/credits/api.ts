import { pageQuery } from '../../api/page-query';

/** One page of the credits waiting for a second operator, oldest first; asked again every 15 s while the screen is open. */
export const pendingCreditsQuery = (page: number) => ({ ...pageQuery('adminCreditRequests', { page }), refetchInterval: 15_000 });

/** Every page of the list: what a review makes stale. */
export const allCreditsQuery = { queryKey: ['adminCreditRequests'] };
