import type { PayRangeType } from '@casino/contract/codes';
import { DEFAULT_DEPOSIT_MAX_FEN, DEFAULT_DEPOSIT_MIN_FEN } from '@casino/contract/constants';
import { formatFen, parseYuan, yuanToFen } from '@casino/contract/money';
import type { DepositRange } from '@casino/contract/rules/deposit';
import { usePayRange } from './api/pay-range';

const DEFAULT_RANGE: DepositRange = { minFen: DEFAULT_DEPOSIT_MIN_FEN, maxFen: DEFAULT_DEPOSIT_MAX_FEN };

/** The wire's yuan in fen; another backend may send a numeric string or more decimals. */
const fenOf = (yuan: number | string): number | undefined => parseYuan(yuan) ?? (Number.isFinite(Number(yuan)) ? yuanToFen(Number(yuan)) : undefined);

/** A channel's range in fen (getPayRange), the SPEC §9 default 100–10000 until it is read or when it cannot be. */
export function useDepositRange(type: PayRangeType): DepositRange {
  const { data } = usePayRange(type);
  const minFen = data ? fenOf(data.min_price) : undefined;
  const maxFen = data ? fenOf(data.max_price) : undefined;
  return minFen !== undefined && maxFen !== undefined && minFen <= maxFen ? { minFen, maxFen } : DEFAULT_RANGE;
}

/** "100" for whole yuan, "99.50" otherwise, as the range message shows it. */
export function rangeYuan(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : formatFen(fen);
}
