import { ADMIN_MSG, payoutWalletWithoutTypeMessage } from '@casino/contract/admin-messages';
import { CARD_TYPES } from '@casino/contract/codes';
import type { GatewayPayout } from '../../integrations/payments/gateway';
import { BusinessError } from '../../kernel/errors';

export type PayoutAccount = Pick<GatewayPayout, 'accountType' | 'account' | 'accountName'>;

/** E-wallets a gateway pays to, by how the wallet is named on the binding (bank_owner); OKPAY and GOPAY have no EPay type. */
const WALLET_TYPES: readonly { pattern: RegExp; type: 'alipay' | 'wxpay' }[] = [
  { pattern: /alipay|支付宝/i, type: 'alipay' },
  { pattern: /wxpay|wechat|weixin|微信/i, type: 'wxpay' },
];

/**
 * Where a gateway pays a withdrawal: a bank card to its number in its holder's name (EPay type bank), an e-wallet the
 * gateway knows (Alipay, WeChat) to its address. Refused, with why, for a USDT withdrawal and a wallet it does not know.
 */
export function payoutAccountOf(withdrawal: { card_type: number; payout_unit: string; bank_no: string; bank_owner: string }): PayoutAccount {
  if (withdrawal.payout_unit !== 'CNY' || withdrawal.card_type === CARD_TYPES.usdt) throw new BusinessError(ADMIN_MSG.adminPayoutNotYuan);
  if (withdrawal.card_type === CARD_TYPES.bank) return { accountType: 'bank', account: withdrawal.bank_no, accountName: withdrawal.bank_owner };
  const wallet = WALLET_TYPES.find(({ pattern }) => pattern.test(withdrawal.bank_owner));
  if (!wallet) throw new BusinessError(payoutWalletWithoutTypeMessage(withdrawal.bank_owner));
  // An e-wallet binding names the wallet, not its holder: no name for the gateway to check.
  return { accountType: wallet.type, account: withdrawal.bank_no, accountName: '' };
}
