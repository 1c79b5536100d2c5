import { htmlPage } from '../../../server/src/platform/http/html-page';
import { escapeMarkup } from '../../../server/src/platform/security/escape-markup';
import { fixedMoney, shownAsHtml } from './php-wire';
import { EPAY_SIM_PAY_TYPES } from './orders';
import type { EpaySimOrder } from './state';

const STYLE = `body { font-family: system-ui, sans-serif; background: #f2f4f7; color: #222; margin: 0; }
  header { background: #1677ff; color: #fff; padding: 14px; text-align: center; font-size: 18px; }
  main { max-width: 420px; margin: 16px auto; background: #fff; border-radius: 10px; padding: 18px; }
  dl { display: grid; grid-template-columns: 5em 1fr; gap: 10px 8px; margin: 0 0 18px; }
  dt { color: #888; }
  dd { margin: 0; word-break: break-all; }
  .amount { font-size: 26px; color: #f5222d; font-weight: bold; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  button { display: block; width: 100%; font-size: 18px; padding: 12px; margin-top: 10px; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #1677ff; color: #fff; }
  .cancel { background: #eee; color: #555; }
  .note { color: #888; font-size: 13px; text-align: center; }
  .result { text-align: center; font-size: 22px; margin: 24px 0; }`;

/** A page of the simulated gateway; no script. */
const page = (title: string, body: string) =>
  htmlPage({ title: `${title} · 易支付模拟器`, style: STYLE, body: `<header>${escapeMarkup(title)}</header>\n<main>\n${body}\n</main>` });

/** The cashier (收银台) of an unpaid order: 确认支付 pays it (POST <trade_no>/confirm), 取消 leaves it unpaid. */
export function cashierPage(order: EpaySimOrder): string {
  const typeChoice =
    order.type === ''
      ? `<fieldset><legend>支付方式</legend>${Object.entries(EPAY_SIM_PAY_TYPES)
          .map(([value, label], index) => `<label><input type="radio" name="type" value="${escapeMarkup(value)}"${index === 0 ? ' checked' : ''}> ${escapeMarkup(label)}</label>`)
          .join(' ')}</fieldset>`
      : '';
  const typeRow = order.type === '' ? '' : `<dt>支付方式</dt><dd>${escapeMarkup(EPAY_SIM_PAY_TYPES[order.type] ?? order.type)}</dd>`;
  const site = order.sitename === '' ? '' : `<dt>商户</dt><dd>${escapeMarkup(order.sitename)}</dd>`;
  const tradeNo = encodeURIComponent(order.tradeNo);
  return page(
    '收银台',
    `<dl>
${site}<dt>商品</dt><dd>${escapeMarkup(shownAsHtml(order.name))}</dd>
<dt>订单号</dt><dd>${escapeMarkup(order.outTradeNo)}</dd>
<dt>交易号</dt><dd>${escapeMarkup(order.tradeNo)}</dd>
${typeRow}<dt>金额</dt><dd class="amount">¥${fixedMoney(order.amountFen)}</dd>
</dl>
<form method="post" action="${tradeNo}/confirm">
${typeChoice}<button class="pay" type="submit">确认支付</button>
</form>
<form method="post" action="${tradeNo}/cancel">
<button class="cancel" type="submit">取消</button>
</form>
<p class="note">模拟网关：确认后订单即为已支付，并向商户发送异步通知。</p>`,
  );
}

/** What the buyer sees after paying when there is no return_url to go back to (or it is over 5 minutes later: /payok.html). */
export const paidPage = (order: EpaySimOrder) =>
  page('支付成功', `<p class="result" role="status">支付成功</p><dl><dt>订单号</dt><dd>${escapeMarkup(order.outTradeNo)}</dd><dt>金额</dt><dd class="amount">¥${fixedMoney(order.amountFen)}</dd></dl>`);

export const cancelledPage = (order: EpaySimOrder) =>
  page('已取消', `<p class="result" role="status">已取消支付</p><dl><dt>订单号</dt><dd>${escapeMarkup(order.outTradeNo)}</dd></dl><p class="note">订单未支付，可返回商户重新发起。</p>`);

/** An error as the gateway shows one (sysmsg). */
export const messagePage = (message: string) => page('提示', `<p class="result" role="alert">${escapeMarkup(message)}</p>`);
