import type { User } from '@casino/contract/entities/account';
import type { BoundAccount } from '@casino/contract/entities/cards';
import { formatFen, parseRate, parseYuan, usdtPayoutCents } from '@casino/contract/money';
import { fenOf } from '../../shared/fen-of';

type Rates = Pick<User, 'withdrawusdtrate' | 'withdrawcashfee' | 'withdrawfeeusdttrc'>;

/** The protocol fee in USDT cents: withdrawcashfee for ERC20, withdrawfeeusdttrc for TRC20 (SPEC §3). */
export function feeCentsOf(rates: Rates, protocol: string): number {
  return fenOf(protocol.toUpperCase() === 'ERC20' ? rates.withdrawcashfee : rates.withdrawfeeusdttrc);
}

/**
 * What a USDT withdrawal pays: the amount divided by the withdrawal rate, floored to 0.01 USDT, less the
 * chosen address's protocol fee (SPEC §9), shown live while the amount is typed.
 */
export function UsdtPayout({ amount, account, rates }: { amount: string; account: BoundAccount | undefined; rates: Rates | undefined }) {
  const rate = rates ? parseRate(rates.withdrawusdtrate) : undefined;
  const fen = parseYuan(amount);
  const fee = rates && account ? feeCentsOf(rates, account.bank_owner) : undefined;
  const payout = rate !== undefined && fen !== undefined && fee !== undefined ? usdtPayoutCents(fen, rate, fee) : undefined;
  return (
    <dl className="usdt-payout" aria-label="USDT到账">
      <div>
        <dt>汇率</dt>
        <dd>{rate === undefined ? '--' : `1 USDT = ${String(rates?.withdrawusdtrate)} 元`}</dd>
      </div>
      <div>
        <dt>手续费</dt>
        <dd>{fee === undefined || !account ? '请先选择钱包地址' : `${formatFen(fee)} USDT（${account.bank_owner}）`}</dd>
      </div>
      <div>
        <dt>预计到账</dt>
        <dd data-testid="usdt-payout">{payout === undefined ? '--' : `${formatFen(payout)} USDT`}</dd>
      </div>
    </dl>
  );
}
