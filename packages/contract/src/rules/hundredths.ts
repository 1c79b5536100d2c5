/** A decimal with at most 2 decimals, up to 3 whole digits: a percentage or a multiple as an operator types it. */
const HUNDREDTHS_PATTERN = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;

/**
 * Parses "1.5" into hundredths (150): a rebate percentage into basis points, a multiple into percent.
 * A number is read as its text; anything else, more than 2 decimals or a sign is no value.
 */
export function parseHundredths(input: unknown): number | undefined {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!HUNDREDTHS_PATTERN.test(text)) return undefined;
  const [whole = '0', decimals = ''] = text.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Hundredths shown with 2 decimals: 150 -> "1.50". */
export function formatHundredths(hundredths: number): string {
  return `${String(Math.trunc(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}
