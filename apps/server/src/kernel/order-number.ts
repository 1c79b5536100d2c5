import { randomInt } from 'node:crypto';

/** An order number (D deposits, W withdrawals): the prefix, the Beijing date and time, six random digits. */
export function newOrderNumber(prefix: string, now: number): string {
  const stamp = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
