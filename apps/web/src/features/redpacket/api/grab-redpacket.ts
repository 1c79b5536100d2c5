import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { useMoneySubmit } from '../../../shared/form/use-money-submit';
import { invalidateRedPackets } from './user-redpacket';

/**
 * douserredpacket: one draw, paid into the main wallet; answers redpacketmoney. A refusal is not toasted:
 * the page shows it in a pop-up. Balances (by the money submit) and the draws are read again.
 */
export function useGrabRedPacket() {
  const queryClient = useQueryClient();
  const submit = useMoneySubmit((_input: object, idempotencyKey: string) => request('douserredpacket', {}, { idempotencyKey, toastErrors: false }));
  return useMutation({
    mutationFn: async () => (await submit({})).data,
    onSettled: () => invalidateRedPackets(queryClient),
  });
}
