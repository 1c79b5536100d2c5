/** What a withdrawal pays to, as an operator reads it. */
export const KIND_LABELS = { bank: '银行卡', usdt: 'USDT', ewallet: '电子钱包' } as const;

/** The kind filter's choices. */
export const KIND_OPTIONS = [
  { value: 'bank', label: KIND_LABELS.bank },
  { value: 'usdt', label: KIND_LABELS.usdt },
];

/** The state filter's choices: the four-eyes one lists the large withdrawals a first operator has approved. */
export const WITHDRAWAL_STATE_OPTIONS = [
  { value: 'pending', label: '待审核' },
  { value: 'awaiting_second', label: '待复核（已初审）' },
  { value: 'approved', label: '已通过' },
  { value: 'refused', label: '已拒绝' },
];
