import { formatFen } from '@casino/contract/money';
import type { Tally } from '../providers/day-totals';
import type { Reconciliation } from '../modules/reports/public';

const tally = (value: Tally | null) => (value === null ? '-' : `${String(value.count)} / ${formatFen(value.fen)}`);

/**
 * `platforms:reconcile`'s lines: per platform and kind, ours, the platform's and the difference (ours − theirs,
 * count / yuan), tab-separated; then each platform's verdict. Fields come from the database: the caller prints
 * them through its control-character filter.
 */
export function reconciliationLines(result: Reconciliation): string[][] {
  const lines: string[][] = [['platform', 'kind', 'ours', 'theirs', 'difference']];
  for (const platform of result.platforms) {
    for (const line of platform.lines) {
      const difference = line.theirs === null ? '-' : tally({ count: line.ours.count - line.theirs.count, fen: line.ours.fen - line.theirs.fen });
      lines.push([platform.platform, line.kind, tally(line.ours), tally(line.theirs), difference]);
    }
  }
  for (const platform of result.platforms) {
    lines.push([`${platform.platform} (${platform.name}): ${platform.matched ? 'matched' : (platform.error ?? 'DIFFERS')}`]);
  }
  if (result.platforms.length === 0) lines.push([`no connected platform and no platform transactions on ${result.day}`]);
  return lines;
}
