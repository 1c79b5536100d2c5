import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';
import { useSession } from '../../shared/session';

/** How often the badge asks again while the app is open: a message an operator sends shows within this. */
const UNREAD_POLL_MS = 60_000;

export const unreadKey = (token: string | null) => ['inbox', 'unread', token] as const;

/** noticeUnread: how many of the member's messages they have not opened (the badge on 我的 and 消息中心). */
export const unreadQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: unreadKey(token),
    queryFn: async () => (await callApi('noticeUnread', {}, { token })).data.unread,
    enabled: token !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

/** The member's unread count; 0 for a visitor or while it is not known yet. */
export function useUnreadCount(): number {
  const { token } = useSession();
  return useQuery(unreadQueryOptions(token)).data ?? 0;
}
