import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBalances } from '../../../api/queries/money';
import { request } from '../../../api/request';

/** POST /api/refreshusermoney (re-reads every platform balance), then every balance query is read again. */
export function useRefreshUserMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request('refreshusermoney', {})).data,
    onSuccess: () => invalidateBalances(queryClient),
  });
}
