import { MSG } from '@casino/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, NetworkError, request } from '../../api/request';
import { useMoneySubmit } from '../form/use-money-submit';
import { toast } from '../toast';

/** Answers of a transall that are not a full recovery: a platform still being confirmed, or one left where it is. */
const NOT_ALL_BACK: ReadonlySet<string> = new Set([MSG.platformTransferPending, MSG.platformBalanceUnsettled]);

/**
 * 一键回收 (POST /api/transall), a money action: one Idempotency-Key per tap, kept for a repeat after a lost
 * answer; every balance query refreshed after it. `outcome` is what the player must still know once the toast
 * has gone: a platform not (yet) back, a refusal, or an answer that never came.
 */
export function useRecoverAll() {
  const submit = useMoneySubmit((_input: object, idempotencyKey: string) => request('transall', {}, { idempotencyKey }));
  const [outcome, setOutcome] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      setOutcome(null);
      return submit({});
    },
    onSuccess: ({ message }) => {
      if (NOT_ALL_BACK.has(message)) {
        toast.info(message);
        setOutcome(message);
      } else if (message === MSG.nothingToRecover) toast.info(message);
      else toast.success(message || MSG.recovered);
    },
    // The request toasted a refusal, the money submit a lost connection (after its retry).
    onError: (error) => {
      if (error instanceof NetworkError) setOutcome(MSG.recoveryUnknown);
      else if (error instanceof ApiError && error.message !== '') setOutcome(error.message);
    },
  });
  return { recover: () => mutation.mutate(), pending: mutation.isPending, outcome };
}
