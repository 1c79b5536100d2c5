import { request } from '../../../api/request';

export interface WithdrawInput {
  amount: string;
  /** The bound account's id. */
  bank: string;
  /** The pay password. */
  password: string;
}

/** POST /api/withdraw, a money call: the funds are held until an operator reviews the request. */
export function sendWithdraw(input: WithdrawInput, idempotencyKey: string, acceptLegacyOne: boolean) {
  return request('withdraw', input, { idempotencyKey, acceptLegacyOne });
}
