/** State labels of SPEC §4 (unknown codes show 未定义), and the labels the operator console shows for codes of the contract. */

import { CARD_TYPES, type PayRangeType } from './codes';

export const UNDEFINED_LABEL = '未定义';

/** Deposit and withdrawal records (record types 1 and 2). */
export const FUNDS_STATE_LABELS: Readonly<Record<number, string>> = {
  0: UNDEFINED_LABEL,
  1: '待审核',
  2: '审核通过',
  3: '审核拒绝',
};

/** Transfer in and out records (record types 3 and 4). */
export const TRANSFER_STATE_LABELS: Readonly<Record<number, string>> = {
  0: '失败',
  1: '成功',
  2: '待结算',
  3: UNDEFINED_LABEL,
};

export const BET_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '无效注单',
  1: '已结算',
  2: '未结算',
};

/** Promotion (activity) applications: 0 and 4 show as undefined. */
export const ACTIVITY_APPLY_STATE_LABELS: Readonly<Record<number, string>> = {
  1: '待审核',
  2: '通过',
  3: '拒绝',
};

/** The label of a transaction record's state, by record type (1–4). */
export function transactionStateLabel(recordType: number, state: number): string {
  const table = recordType === 1 || recordType === 2 ? FUNDS_STATE_LABELS : TRANSFER_STATE_LABELS;
  return table[state] ?? UNDEFINED_LABEL;
}

export function betStatusLabel(status: number): string {
  return BET_STATUS_LABELS[status] ?? UNDEFINED_LABEL;
}

export function activityApplyStateLabel(state: number): string {
  return ACTIVITY_APPLY_STATE_LABELS[state] ?? UNDEFINED_LABEL;
}

/** Rebate: 0 is pending claim, any other state is claimed. */
export function rebateStateLabel(state: number): string {
  return state === 0 ? '待领取' : '已领取';
}

/** A red packet drawn is credited at once: every draw shows this. */
export const REDPACKET_DRAW_LABEL = '已到账';

/** What a bound account or a withdrawal pays to, by kind (CARD_TYPES' names), as the console shows it. */
export const CARD_KIND_LABELS = { bank: '银行卡', usdt: 'USDT', ewallet: '电子钱包' } as const satisfies Record<keyof typeof CARD_TYPES, string>;

/** A bound account's type code (CARD_TYPES) as the console shows it; an unknown code as it is. */
export function cardTypeLabel(type: number): string {
  const kind = (Object.keys(CARD_TYPES) as (keyof typeof CARD_TYPES)[]).find((name) => CARD_TYPES[name] === type);
  return kind === undefined ? String(type) : CARD_KIND_LABELS[kind];
}

/** A deposit's channel (getPayRange's type) as the console shows it. */
export const PAY_CHANNEL_LABELS: Readonly<Record<PayRangeType, string>> = {
  antoken: 'AnToken',
  bank: CARD_KIND_LABELS.bank,
  wechat: '微信',
  alipay: '支付宝',
  'usdt-erc20': 'USDT-ERC20',
  'usdt-trc20': 'USDT-TRC20',
  gopay: 'GO PAY',
  okpay: 'OK PAY',
};

/** A review queue's row state as the console shows it (awaiting_second: a large withdrawal with its first approval). */
export const REVIEW_STATE_LABELS = { pending: '待审核', awaiting_second: '待复核（已初审）', approved: '已通过', refused: '已拒绝' } as const;

/** Whether a setting's row (a deposit channel, a VIP tier, a red-packet rule) is in use, as the console shows it. */
export function enabledLabel(enabled: boolean): string {
  return enabled ? '启用' : '停用';
}

/** What a ledger transfer is for (the server's transfer kind), as the console shows it; an unknown kind as stored. */
export const LEDGER_KIND_LABELS = {
  deposit: '充值',
  withdrawal: '提现',
  transfer_in: '转入游戏',
  transfer_out: '转出游戏',
  bet: '投注',
  win: '派彩',
  rebate: '返水',
  redpacket: '红包',
  bonus: '优惠彩金',
  adjustment: '余额调整',
} as const;

/** Where a transfer stands (LEDGER.md's phases): done at once, held, then posted or voided. */
const LEDGER_PHASE_LABELS = {
  single: '完成',
  pending: '冻结',
  post: '已确认',
  void: '已撤销',
} as const;

/** A code's label from one of these tables; an unknown code as it is. */
const labelOf = (labels: Readonly<Record<string, string>>, code: string): string => (labels as Readonly<Record<string, string | undefined>>)[code] ?? code;

/** A deposit's channel type as the console shows it; an unknown type as it is. */
export const payChannelLabel = (type: string): string => labelOf(PAY_CHANNEL_LABELS, type);
export const ledgerKindLabel = (kind: string): string => labelOf(LEDGER_KIND_LABELS, kind);
export const ledgerPhaseLabel = (phase: string): string => labelOf(LEDGER_PHASE_LABELS, phase);

/** A member's state (the operator API's normal, blocked, disabled) as the console shows it. */
export const MEMBER_STATE_LABELS = { normal: '正常', blocked: '冻结', disabled: '停用' } as const;

/** A ledger line's wallet as the console shows it: the main wallet by its name, a game platform's by its code. */
export function ledgerWalletLabel(wallet: string): string {
  return wallet === 'main' ? '主钱包' : wallet.toUpperCase();
}

/** What two linked members share, as the console names it. */
export const MEMBER_LINK_LABELS = { ip: 'IP地址', device: '设备', account: '收款账户', realname: '真实姓名', mobile: '手机号' } as const;

/** A link as a reviewer reads it: 与 zhang002 共用收款账户 6222…. */
export function memberLinkText(link: { username: string; kind: keyof typeof MEMBER_LINK_LABELS; value: string }): string {
  return `与 ${link.username} 共用${MEMBER_LINK_LABELS[link.kind]} ${link.value}`;
}
