import { request } from '../../../api/request';
import type { CallRequest } from '../../../api/client';
import { useMoneySubmit } from '../../../shared/form/use-money-submit';

export type DepositRequest = CallRequest<'recharge'>;

/** POST /api/recharge, a money submit: one Idempotency-Key per submit, the balances refreshed after it. */
export function useRecharge() {
  return useMoneySubmit((input: DepositRequest, idempotencyKey: string) => request('recharge', input, { idempotencyKey }));
}
