import type { FastifyInstance } from 'fastify';
import type { EpaySimContext } from './context';
import { gatewayFields, type Fields } from './form';
import { chinaDateTime, fixedMoney, gatewayMoneyFen, gatewayTradeNo } from './php-wire';
import type { EpaySimPayout } from './state';
import { signedAnswer, verifiedV2Call } from './v2-api';

/** How long apply-then-timeout holds its answer unless told: longer than any merchant's client waits. */
const DEFAULT_HOLD_MS = 30_000;

const PAYOUT_TYPES = ['alipay', 'wxpay', 'qqpay', 'bank'];

/** "必须为19位纯数字，且以日期时间开头": 19 digits, the first 8 a date. */
const OUT_BIZ_NO = /^20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{11}$/;

/** A payout's state as transfer/submit and transfer/query answer it. */
const payoutFields = (payout: EpaySimPayout) => ({
  status: payout.status,
  ...(payout.status === 2 ? { errmsg: payout.errmsg } : {}),
  out_biz_no: payout.outBizNo,
  orderid: payout.orderId,
  paydate: payout.paidAt === undefined ? '' : chinaDateTime(payout.paidAt),
  cost_money: fixedMoney(payout.amountFen),
});

/**
 * V2 payouts (代付; docs/protocols/epay.md §5, §6): POST api/transfer/submit, api/transfer/query, api/transfer/balance,
 * each RSA-signed by the merchant (verified with its public key, timestamp within 300 s), answered `code:0` signed by
 * the platform key; refusals unsigned with a negative code. A submit is idempotent by (pid, out_biz_no): a repeat answers
 * the payout as it stands and never pays again. A new payout behaves as POST sim/payouts/next said (then 'success'):
 * success status 1; processing status 0 (until sim/payouts/<out_biz_no>/complete); fail: refused (code -1, errmsg),
 * recorded as status 2; apply-then-timeout: recorded as paid (status 1), its answer held back for delayMs (30 s).
 */
export function registerPayoutRoutes(app: FastifyInstance, context: EpaySimContext, hold: (ms: number) => Promise<void>): void {
  const { state } = context;
  const verify = (fields: Fields) => verifiedV2Call(context, fields, '代付');

  app.post('/api/transfer/submit', async (request) => {
    const fields = gatewayFields(request);
    const call = verify(fields);
    if (call.refusal) return call.refusal;
    const { merchant, platformKey } = call;
    const type = fields.type ?? '';
    if (!PAYOUT_TYPES.includes(type)) return { code: -1, msg: type === '' ? '转账方式(type)不能为空' : '转账方式(type)不正确' };
    if ((fields.account ?? '') === '') return { code: -1, msg: '收款账号(account)不能为空' };
    const amountFen = gatewayMoneyFen(fields.money);
    if (amountFen === undefined) return { code: -1, msg: '转账金额不合法' };
    const given = fields.out_biz_no ?? '';
    if (given !== '' && !OUT_BIZ_NO.test(given)) return { code: -1, msg: '交易号(out_biz_no)格式不正确，必须为19位纯数字且以日期时间开头' };

    const existing = given === '' ? undefined : state.payoutByOutBizNo(given, merchant.pid);
    if (existing) {
      existing.submits += 1;
      return signedAnswer(platformKey, context.clock(), { code: 0, msg: '该交易号已提交过，返回原代付结果', ...payoutFields(existing) });
    }
    if (state.balanceOf(merchant.pid) < amountFen) return { code: -1, msg: '商户余额不足' };
    const behaviour = state.nextPayout ?? { mode: 'success' };
    state.nextPayout = undefined;
    const now = context.clock();
    const status = behaviour.mode === 'processing' ? 0 : behaviour.mode === 'fail' ? 2 : 1;
    const payout: EpaySimPayout = {
      pid: merchant.pid,
      outBizNo: given === '' ? gatewayTradeNo(now) : given,
      orderId: gatewayTradeNo(now),
      type,
      account: fields.account ?? '',
      name: fields.name ?? '',
      amountFen,
      remark: fields.remark ?? '',
      status,
      errmsg: status === 2 ? (behaviour.errmsg ?? '收款账户与姓名不一致') : '',
      createdAt: now,
      paidAt: status === 1 ? now : undefined,
      submits: 1,
    };
    state.payouts.push(payout);
    if (status !== 2) state.addBalance(merchant.pid, -amountFen);
    const delay = behaviour.delayMs ?? (behaviour.mode === 'apply-then-timeout' ? DEFAULT_HOLD_MS : 0);
    if (delay > 0) await hold(delay);
    if (status === 2) return { code: -1, msg: payout.errmsg };
    return signedAnswer(platformKey, context.clock(), { code: 0, msg: status === 1 ? '转账成功' : '转账处理中', ...payoutFields(payout) });
  });

  app.post('/api/transfer/query', (request) => {
    const fields = gatewayFields(request);
    const call = verify(fields);
    if (call.refusal) return call.refusal;
    const { merchant, platformKey } = call;
    if ((fields.out_biz_no ?? '') === '') return { code: -1, msg: '交易号(out_biz_no)不能为空' };
    const payout = state.payoutByOutBizNo(fields.out_biz_no ?? '', merchant.pid);
    if (!payout) return { code: -1, msg: '代付记录不存在' };
    return signedAnswer(platformKey, context.clock(), { code: 0, msg: 'succ', ...payoutFields(payout), amount: fixedMoney(payout.amountFen), remark: payout.remark });
  });

  app.post('/api/transfer/balance', (request) => {
    const call = verify(gatewayFields(request));
    if (call.refusal) return call.refusal;
    const { merchant, platformKey } = call;
    return signedAnswer(platformKey, context.clock(), { code: 0, msg: 'succ', available_money: fixedMoney(state.balanceOf(merchant.pid)), transfer_rate: '0' });
  });
}
