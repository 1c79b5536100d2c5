import { MAIN_WALLET } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { formatFen } from '@casino/contract/money';
import { useMutation } from '@tanstack/react-query';
import { useMoneySubmit } from '../../shared/form/use-money-submit';
import { toast } from '../../shared/toast';
import { sendTransfer, type TransferInput } from './api/transfer';
import type { Wallet, Wallets } from './wallets';

/**
 * The seamless-mode row icons (SPEC §4): all-in moves the whole main wallet into that platform, all-out
 * the whole platform wallet back to the main wallet. Each tap is one money submit.
 */
export function useQuickTransfer(wallets: Wallets | undefined) {
  const send = useMoneySubmit(sendTransfer);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => toast.success(answer.message || MSG.operationOk),
  });
  const move = (fen: number, input: Omit<TransferInput, 'amount'>) => {
    if (fen <= 0) {
      toast.fail(MSG.insufficientBalance);
      return;
    }
    mutation.mutate({ amount: formatFen(fen), ...input });
  };
  return {
    busy: mutation.isPending,
    allIn: (platform: Wallet) => {
      move(wallets?.main.fen ?? 0, { sourcetype: MAIN_WALLET, targettype: platform.platname });
    },
    allOut: (platform: Wallet) => {
      move(platform.fen, { sourcetype: platform.platname, targettype: MAIN_WALLET });
    },
  };
}
