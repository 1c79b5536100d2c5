import { request } from '../../../api/request';

/** POST /api/delcard: unbinds one of the member's accounts, with the pay password. */
export async function delCard(id: number, payPassword: string): Promise<void> {
  await request('delcard', { id, pay_pass: payPassword });
}
