import type { AdjustmentKind } from '@casino/contract/calls/admin';

/** What an operator's credit is (adminAdjust's kind), as the console names it. */
export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = { bonus: '奖金', correction: '纠错' };
