import { formatFen } from '@casino/contract/money';
import type { Tally } from '../integrations/platforms/day-totals';
import type { GatewayReconciliation, Reconciliation } from '../modules/reports/public';

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
    if (platform.note !== null) lines.push([`  ${platform.note}`]);
  }
  if (result.platforms.length === 0) lines.push([`no connected platform and no platform transactions on ${result.day}`]);
  return lines;
}

/** The lines `gateways:reconcile` prints: per channel the gateway's paid and our credited, then each difference. */
export function gatewayReconciliationLines(result: GatewayReconciliation): string[][] {
  const lines: string[][] = [['channel', 'orders', 'paid at gateway', 'credited by us', 'result']];
  for (const channel of result.channels) {
    lines.push([`${channel.channel} (${channel.name})`, String(channel.orders), tally({ count: channel.paid.count, fen: channel.paid.fen }), tally({ count: channel.credited.count, fen: channel.credited.fen }), channel.matched ? 'matched' : 'DIFFERS']);
  }
  for (const channel of result.channels) {
    for (const difference of channel.differences) lines.push([`${channel.channel} ${difference.outTradeNo}`, difference.username, formatFen(difference.amountFen), difference.gateway, difference.reason]);
  }
  if (result.channels.length === 0) lines.push([`no gateway channel and no gateway orders on ${result.day}`]);
  return lines;
}
