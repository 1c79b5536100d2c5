import { request } from '../../../api/request';

export interface TransferInput {
  amount: string;
  sourcetype: string;
  targettype: string;
}

/** POST /api/transfer, a money call: between the main wallet and a platform wallet. */
export function sendTransfer(input: TransferInput, idempotencyKey: string) {
  return request('transfer', input, { idempotencyKey });
}
