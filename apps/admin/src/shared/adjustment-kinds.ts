import type { AdjustmentKind } from '@casino/contract/calls/wallet';

/** What an operator's credit is (adminAdjust's kind), as the console names it. */
export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = { bonus: '奖金', correction: '纠错' };

/** What each kind asks of the member, said where an operator chooses it. */
export const ADJUSTMENT_KIND_NOTE = '奖金需按打码倍数完成投注后才能提现；纠错为会员本人资金，不要求打码';
