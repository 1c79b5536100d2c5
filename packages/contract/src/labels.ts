/** State labels of SPEC §4. Unknown codes show 未定义. */

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
