import { pageQuery } from '../../api/page-query';

/** One page of the unresolved platform transfers, oldest first; asked again every 15 s while the screen is open (the resolver settles them meanwhile). */
export const platformTransfersQuery = (page: number) => ({ ...pageQuery('adminPlatformTransfers', { page }), refetchInterval: 15_000 });

/** Every page of the list: what a resolution makes stale. */
export const allPlatformTransfersQuery = { queryKey: ['adminPlatformTransfers'] };
