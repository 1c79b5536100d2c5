import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

export const inboxMessagesKey = (token: string | null) => ['inbox', 'messages', token] as const;

/** noticeList: the member's inbox, by page. */
export const inboxMessagesQueryOptions = (token: string | null) => ({
  ...pagedQueryOptions(inboxMessagesKey(token), async (page) => (await request('noticeList', { page })).data),
  enabled: token !== null,
});

export const useInboxMessages = (token: string | null) => useInfiniteQuery(inboxMessagesQueryOptions(token));
