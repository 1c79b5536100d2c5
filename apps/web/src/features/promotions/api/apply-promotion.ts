import { request } from '../../../api/request';

/** doactivityapply: answers the server's message (申请成功). No money moves: an operator reviews it. */
export async function applyPromotion(activityid: number, amount: string): Promise<string> {
  return (await request('doactivityapply', { activityid, amount })).message;
}
