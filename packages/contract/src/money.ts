/**
 * Money helpers. Inside, every amount is an integer number of fen (1 yuan = 100 fen); the wire
 * carries yuan as numbers with at most 2 decimals. No floating-point arithmetic on amounts.
 */

const YUAN_PATTERN = /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/;
/** What YUAN_PATTERN accepts, cut anywhere: "", "12", "12.", "12.3". */
const YUAN_PREFIX_PATTERN = /^((0|[1-9]\d{0,12})(\.\d{0,2})?)?$/;

/**
 * Parses a yuan amount from the wire (number or string, at most 2 decimals) into fen. A string is taken
 * as it is: spaces around it, more than two decimals, exponents or other digits make it no amount.
 */
export function parseYuan(input: unknown): number | undefined {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return undefined;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return undefined;
  }
  if (!YUAN_PATTERN.test(text)) return undefined;
  const [whole = '0', decimals = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : undefined;
}

/** Whether text is the start of an amount parseYuan reads: what an amount input lets a player type or paste. */
export function isYuanPrefix(text: string): boolean {
  return YUAN_PREFIX_PATTERN.test(text);
}

/** Whole yuan to fen, for constants written in yuan. */
export function yuanToFen(yuan: number): number {
  const fen = Math.round(yuan * 100);
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a yuan amount: ${yuan}`);
  return fen;
}

/** Fen to the wire's yuan number (exact to 2 decimals for any safe integer fen). */
export function fenToYuan(fen: number): number {
  assertFen(fen);
  return Number(formatFen(fen));
}

/** Fen shown with 2 decimals: 12345 -> "123.45", -5 -> "-0.05". */
export function formatFen(fen: number): string {
  assertFen(fen);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A yuan amount from the wire (number or numeric string, maybe from another backend) shown with 2 decimals. */
export function formatYuan(yuan: number | string | null | undefined): string {
  const value = typeof yuan === 'string' ? Number(yuan) : (yuan ?? 0);
  if (!Number.isFinite(value)) return '0.00';
  return formatFen(Math.round(value * 100));
}

/** Scale of exchange rates and USDT amounts kept as integers: a rate of 7.1234 is 71234. */
export const RATE_SCALE = 10_000;

/** Parses an exchange rate (yuan per USDT, up to 4 decimals) into an integer scaled by RATE_SCALE. */
export function parseRate(rate: number | string): number | undefined {
  const text = String(rate).trim();
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(text)) return undefined;
  const [whole = '0', decimals = ''] = text.split('.');
  const scaled = Number(whole) * RATE_SCALE + Number(decimals.padEnd(4, '0'));
  return scaled > 0 ? scaled : undefined;
}

/**
 * USDT conversion (SPEC §9): the amount divided by the rate, floored to 2 decimals.
 * Takes fen and a scaled rate, answers USDT cents (1/100 USDT).
 */
export function fenToUsdtCents(fen: number, scaledRate: number): number {
  assertFen(fen);
  if (!Number.isSafeInteger(scaledRate) || scaledRate <= 0) throw new RangeError('rate must be positive');
  // fen/100 yuan / (scaledRate/RATE_SCALE) USDT, times 100 for cents = fen * RATE_SCALE / scaledRate.
  const cents = (BigInt(fen) * BigInt(RATE_SCALE)) / BigInt(scaledRate);
  return Number(cents);
}

/** The withdrawal payout in USDT cents: the converted amount minus the protocol fee, never below 0. */
export function usdtPayoutCents(fen: number, scaledRate: number, feeCents: number): number {
  return Math.max(0, fenToUsdtCents(fen, scaledRate) - feeCents);
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
}

/** Whether a form's amount is either left empty (its "required" rule answers) or a well-formed yuan amount. */
export function amountWellFormed(input: unknown): boolean {
  if (input === undefined || input === null || input === '') return true;
  if (typeof input === 'string' && input.trim() === '') return true;
  return parseYuan(input) !== undefined;
}
