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

/** YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!BIRTHDAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
