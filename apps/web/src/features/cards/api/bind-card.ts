import type { CallRequest } from '../../../api/client';
import { request } from '../../../api/request';

export type BindCardRequest = CallRequest<'bindcard'>;

/** POST /api/bindcard: a bank card, USDT address or e-wallet address, with the pay password. */
export async function bindCard(input: BindCardRequest): Promise<void> {
  await request('bindcard', input);
}
