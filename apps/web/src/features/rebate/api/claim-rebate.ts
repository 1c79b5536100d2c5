import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { useMoneySubmit } from '../../../shared/form/use-money-submit';
import { invalidateRebates } from './rebates';

/** dofanshui: every claimable rebate into the main wallet; answers the message to show. Balances and rebates are read again. */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  const submit = useMoneySubmit((_input: object, idempotencyKey: string) => request('dofanshui', {}, { idempotencyKey }));
  return useMutation({
    mutationFn: async () => (await submit({})).message,
    onSuccess: () => invalidateRebates(queryClient),
  });
}
