import { randomInt } from 'node:crypto';

/**
 * What the PHP gateway does to values on their way in and out (docs/protocols/epay.md §1.1, §3.2, §4.1), so that a
 * merchant tested against the simulator meets the same bytes as against the real thing.
 */

/** PHP 8.1's htmlspecialchars (ENT_QUOTES): how the gateway stores name, notify_url, return_url and param. */
export const htmlspecialchars = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** What a browser shows of a stored (htmlspecialchars'd) value printed into a page: the five entities read back. */
export const shownAsHtml = (stored: string) => stored.replace(/&(amp|lt|gt|quot|#039);/g, (_entity, name: string) => HTML_TEXT[name] ?? '');
const HTML_TEXT: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'" };

/** PHP's addslashes (daddslashes of param): a backslash before ' " \ and NUL. */
export const addslashes = (text: string) => text.replace(/['"\\\0]/g, (c) => (c === '\0' ? '\\0' : `\\${c}`));

/** mb_strcut(text, 0, bytes, 'UTF-8'): at most `bytes` bytes of UTF-8, never half a character. */
export function cutUtf8(text: string, bytes: number): string {
  let used = 0;
  let cut = '';
  for (const char of text) {
    used += Buffer.byteLength(char, 'utf8');
    if (used > bytes) break;
    cut += char;
  }
  return cut;
}

/**
 * The amount of a request (yuan as text) in fen, or undefined when the gateway refuses it (金额不合法): it must match
 * ^[0-9.]+$, be numeric and above 0; the DECIMAL(10,2) column rounds a third decimal half up.
 */
export function gatewayMoneyFen(text: string | undefined): number | undefined {
  if (text === undefined || !/^(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const [whole = '', decimals = ''] = text.split('.');
  if (whole.replace(/^0+/, '').length > 8) return undefined;
  const fen = Number(whole || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + (Number(decimals.charAt(2) || '0') >= 5 ? 1 : 0);
  return fen > 0 ? fen : undefined;
}

/** An amount as the DECIMAL column gives it back (act=order, and the G-old notify): "1.00". */
export const fixedMoney = (fen: number) => `${String(Math.trunc(fen / 100))}.${String(fen % 100).padStart(2, '0')}`;

/** An amount cast to PHP float and printed (the G-mid/G-new notify): 1.00 → "1", 1.50 → "1.5", 10.01 → "10.01". */
export const floatMoney = (fen: number) => fixedMoney(fen).replace(/\.?0+$/, '');

/** How the notify renders money: 'float' as G-mid/G-new, 'fixed' as G-old. */
export type MoneyFormat = 'float' | 'fixed';
export const notifyMoney = (fen: number, format: MoneyFormat) => (format === 'fixed' ? fixedMoney(fen) : floatMoney(fen));

const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The gateway's clock (China time, no daylight saving) as "Y-m-d H:i:s". */
export function chinaDateTime(at: number): string {
  const d = new Date(at + CHINA_OFFSET_MS);
  return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** date("YmdHis") . rand(11111,99999): the gateway's 19-digit order number. */
export const gatewayTradeNo = (at: number) => chinaDateTime(at).replace(/\D/g, '') + String(randomInt(11111, 100000));
