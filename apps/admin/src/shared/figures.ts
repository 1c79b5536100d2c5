import { formatYuan } from '@casino/contract/money';

/** Groups the whole part of a number's text by thousands: "1234567.89" -> "1,234,567.89", "-1234" -> "-1,234". */
function grouped(text: string): string {
  const [whole = '', decimals] = text.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === undefined ? withCommas : `${withCommas}.${decimals}`;
}

/**
 * A yuan amount as every console screen shows it: 2 decimals (the contract's formatYuan, exact to the fen) and
 * thousands separators, 12345.6 -> "12,345.60". Not for CSV files or inputs, which keep the plain number.
 */
export function yuanText(yuan: number | string | null | undefined): string {
  return grouped(formatYuan(yuan));
}

/** A count with thousands separators: 12345 -> "12,345". */
export function countText(count: number): string {
  return grouped(String(Math.trunc(count)));
}
