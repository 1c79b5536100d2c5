import type { InboxMessage } from '@casino/contract/entities/inbox';
import type { Page } from '@casino/contract/wire';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { useSession } from '../../../shared/session';
import { inboxMessagesKey } from './inbox-messages';
import { unreadKey } from '../../../api/queries/unread-messages';

/** noticeRead: the member opened a message; the list marks it read and the badge takes the count answered. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: async (id: number) => (await request('noticeRead', { id }, { toastErrors: false })).data.unread,
    onSuccess: (unread, id) => {
      queryClient.setQueryData(unreadKey(token), unread);
      queryClient.setQueryData<InfiniteData<Page<InboxMessage>>>(inboxMessagesKey(token), (list) =>
        list && {
          ...list,
          pages: list.pages.map((page) => ({ ...page, data: page.data.map((message) => (message.id === id ? { ...message, is_read: 1 as const } : message)) })),
        },
      );
    },
  });
}
