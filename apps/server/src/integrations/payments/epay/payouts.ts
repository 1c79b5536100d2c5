import { formatFen } from '@casino/contract/money';
import type { EpayConnection } from '../connections';
import type { GatewayPayout, PayoutOutcome } from '../gateway';
import { callEpayV2, textOf, type EpayV2Keys } from './v2';

/** A transfer's status as the gateway answers it (§5): 0 processing, 1 paid, 2 failed. */
function outcomeOf(body: Record<string, unknown>): PayoutOutcome {
  const reference = textOf(body.orderid);
  const status = textOf(body.status);
  if (status === '1') return { kind: 'paid', reference };
  if (status === '0') return { kind: 'processing', reference };
  if (status === '2') return { kind: 'failed', error: textOf(body.errmsg) || 'the gateway says the payout failed' };
  return { kind: 'unknown', error: `the gateway answered status ${status || '?'}` };
}

/**
 * EPay V2's payouts (代付, §5): submit by our out_biz_no, which the gateway keeps as the payout's idempotency key, and
 * query it. A refusal of the submit (code not 0) pays nothing; a query that cannot find the payout is not an answer
 * (the resolver sends the same out_biz_no again, which the gateway pays at most once).
 */
export function epayPayouts(connection: EpayConnection, keys: EpayV2Keys, timeoutMs: number) {
  return {
    async submit(payout: GatewayPayout): Promise<PayoutOutcome> {
      const fields = {
        type: payout.accountType,
        account: payout.account,
        name: payout.accountName,
        money: formatFen(payout.amountFen),
        remark: payout.remark,
        out_biz_no: payout.payoutId,
      };
      const answer = await callEpayV2(connection, keys, 'api/transfer/submit', fields, timeoutMs);
      if (answer.kind === 'unknown') return answer;
      if (textOf(answer.body.code) !== '0') return { kind: 'failed', error: textOf(answer.body.msg) || `code ${textOf(answer.body.code)}` };
      return outcomeOf(answer.body);
    },
    async query(payoutId: string): Promise<PayoutOutcome> {
      const answer = await callEpayV2(connection, keys, 'api/transfer/query', { out_biz_no: payoutId }, timeoutMs);
      if (answer.kind === 'unknown') return answer;
      if (textOf(answer.body.code) !== '0') return { kind: 'unknown', error: textOf(answer.body.msg) || `code ${textOf(answer.body.code)}` };
      return outcomeOf(answer.body);
    },
  };
}
