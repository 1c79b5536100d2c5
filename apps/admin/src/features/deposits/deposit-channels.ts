import { PAY_RANGE_TYPES, type PayRangeType } from '@casino/contract/codes';

const CHANNEL_LABELS: Record<PayRangeType, string> = {
  antoken: 'AnToken',
  bank: '银行卡',
  wechat: '微信',
  alipay: '支付宝',
  'usdt-erc20': 'USDT-ERC20',
  'usdt-trc20': 'USDT-TRC20',
  gopay: 'GO PAY',
  okpay: 'OK PAY',
};

/** A deposit's channel type as an operator reads it; an unknown type as it is. */
export const channelLabel = (type: string): string => (CHANNEL_LABELS as Record<string, string | undefined>)[type] ?? type;

/** The channel filter's choices: every channel type a deposit can have. */
export const CHANNEL_OPTIONS = PAY_RANGE_TYPES.map((type) => ({ value: type, label: CHANNEL_LABELS[type] }));
