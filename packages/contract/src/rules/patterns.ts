/** Patterns of SPEC §5, written once. */

/** 6–10 letters and digits, not only digits and not only letters. */
export const REGISTER_USERNAME = /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,10}$/;
/** 8–32 letters and digits, not only digits and not only letters. */
export const REGISTER_PASSWORD = /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{8,32}$/;
/** Chinese or English letters, ·, & or whitespace. */
export const REALNAME = /^[\u4e00-\u9fa5a-zA-Z·&\s]+$/;
export const PAY_PASSWORD = /^\d{6}$/;
/** A captcha answer: 4 or more letters and digits. */
export const CAPTCHA_CODE = /^[0-9A-Za-z]{4,}$/;
/** A mainland mobile number, optionally prefixed by 0, 86 or 17951. */
export const MOBILE = /^(?:0|86|17951)?1[3-9]\d{9}$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;
export const CARD_NUMBER = /^\d{8,19}$/;
/** USDT and e-wallet addresses: word characters only. */
export const WALLET_ADDRESS = /^\w{1,128}$/;
export const DIGITS = /^\d+$/;

/*
 * Free text fields, by what they hold (issue #13): letters of any script, digits where the field needs them,
 * spaces and common punctuation. None of them admits `<`, `>`, control or format characters (zero-width
 * spaces, direction marks), so no markup and nothing invisible is stored or answered.
 */
/** A person's name: letters (CJK, Latin, …), spaces, · . ' & -. */
export const PERSON_NAME = /^[\p{L}\p{M} ·.'&-]{1,50}$/u;
/** A bank's name: letters, digits, spaces, brackets, · . ' & -. */
export const BANK_NAME = /^[\p{L}\p{M}\p{N} ()（）·.'&-]{1,60}$/u;
/** A bank card number as a depositor types it: digits, maybe grouped by spaces or dashes. */
export const DEPOSIT_CARD_NUMBER = /^[0-9][0-9 -]{0,38}$/;
/** An address or branch: letters, digits, spaces and punctuation (Unicode P: no < or >). */
export const ADDRESS = /^[\p{L}\p{M}\p{N}\p{P} ]{1,200}$/u;
/** A free reason: letters, digits, punctuation, currency signs, + and =, spaces and line breaks. */
export const REASON = /^[\p{L}\p{M}\p{N}\p{P}\p{Sc}+= \r\n]{1,1000}$/u;

/** A filled field matches its pattern (an empty one is left to its "required" rule). */
export function emptyOr(pattern: RegExp, value: string): boolean {
  return value === '' || pattern.test(value);
}

/** YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!BIRTHDAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
