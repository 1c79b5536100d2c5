import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { userQueryOptions } from '../../../api/queries/user';

/**
 * The seamless (免转) switch: POST /api/uptransferstatus. The user's transferstatus flips only when the
 * request succeeds (SPEC §4), then the user is read again. Answers the message to show.
 */
export function useTransferStatus(token: string | null) {
  const queryClient = useQueryClient();
  const { queryKey } = userQueryOptions(token);
  return useMutation({
    mutationFn: async (transferstatus: 0 | 1) => (await request('uptransferstatus', { transferstatus })).message,
    onSuccess: async (_message, transferstatus) => {
      // Another backend answers data '' (API-NOTES §2): the state asked for is the state now.
      queryClient.setQueryData(queryKey, (user) => (user ? { ...user, transferstatus } : user));
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
