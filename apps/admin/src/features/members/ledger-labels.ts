/** What a ledger transfer is for (the server's transfer.kind), as 资金流水 shows it; an unknown kind shows as stored. */
const KIND_LABELS: Readonly<Record<string, string>> = {
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
};

/** Where a transfer stands (LEDGER.md's phases): done at once, held, then posted or voided. */
const PHASE_LABELS: Readonly<Record<string, string>> = {
  single: '完成',
  pending: '冻结',
  post: '已确认',
  void: '已撤销',
};

export const ledgerKindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;
export const ledgerPhaseLabel = (phase: string): string => PHASE_LABELS[phase] ?? phase;
