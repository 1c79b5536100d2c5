import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';
import { redpacketRoot } from './user-redpacket';

/** redpacket: the member's draws, 10 a page (SPEC §9), newest first. */
export const redPacketHistoryQueryOptions = (token: string | null) => ({
  ...pagedQueryOptions([...redpacketRoot, 'history', token], async (page) => (await request('redpacket', { page })).data),
  enabled: token !== null,
});

export const useRedPacketHistory = (token: string | null) => useInfiniteQuery(redPacketHistoryQueryOptions(token));
