import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { useMoneySubmit } from '../../../shared/form/use-money-submit';

/** POST /api/transall: every platform wallet back to the main wallet; answers the message to show (SPEC §7). */
async function transall(idempotencyKey: string): Promise<string> {
  return (await request('transall', {}, { idempotencyKey })).message;
}

/** 一键领取, a money action: one Idempotency-Key per tap, every balance refreshed after it. */
export function useTransall() {
  const submit = useMoneySubmit((_input: object, idempotencyKey: string) => transall(idempotencyKey));
  return useMutation({ mutationFn: () => submit({}) });
}
