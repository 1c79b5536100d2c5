import { parseYuan, yuanToFen } from '@casino/contract/money';

/** The wire's yuan in fen; another backend may send a numeric string ("12.00") or more decimals. */
export function fenOf(yuan: number | string | null | undefined): number {
  if (yuan === null || yuan === undefined) return 0;
  return parseYuan(yuan) ?? yuanToFen(Number(yuan) || 0);
}
