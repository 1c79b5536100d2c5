import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

/** noticeList: the member's inbox, by page. */
export const inboxMessagesQueryOptions = (token: string | null) => ({
  ...pagedQueryOptions(['inbox', 'messages', token], async (page) => (await request('noticeList', { page })).data),
  enabled: token !== null,
});

export const useInboxMessages = (token: string | null) => useInfiniteQuery(inboxMessagesQueryOptions(token));
