import { ADMIN_MSG } from '../admin-messages';
import { firstBroken, text, type Rule } from './check';

export interface UsdtRateFields {
  usdt_rate?: unknown;
  withdraw_usdt_rate?: unknown;
  withdraw_fee_erc20?: unknown;
  withdraw_fee_trc20?: unknown;
}

/** Decimal text as the site row stores it: up to 6 whole digits and 4 decimals. */
const DECIMAL = /^\d{1,6}(\.\d{1,4})?$/;
const rate = (value: unknown) => DECIMAL.test(text(value)) && Number(text(value)) > 0;
const fee = (value: unknown) => DECIMAL.test(text(value));

const usdtRules: readonly Rule<UsdtRateFields>[] = [
  [(f) => rate(f.usdt_rate) && rate(f.withdraw_usdt_rate), ADMIN_MSG.adminUsdtRate],
  [(f) => fee(f.withdraw_fee_erc20) && fee(f.withdraw_fee_trc20), ADMIN_MSG.adminUsdtFee],
];

/** Yuan per USDT for deposits and withdrawals, and the USDT fee of an ERC20 or TRC20 withdrawal. */
export function checkUsdtRates(fields: UsdtRateFields): string | undefined {
  return firstBroken(fields, usdtRules);
}
