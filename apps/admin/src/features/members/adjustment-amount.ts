import { parseYuan } from '@casino/contract/money';

/**
 * The fen of an adjustment typed in yuan: positive credits, a leading minus debits. Undefined for no
 * amount, or zero (which would change nothing). The server checks it the same way.
 */
export function adjustmentFen(text: string): number | undefined {
  const trimmed = text.trim();
  const fen = parseYuan(trimmed.replace(/^-/, ''));
  if (fen === undefined || fen === 0) return undefined;
  return trimmed.startsWith('-') ? -fen : fen;
}
