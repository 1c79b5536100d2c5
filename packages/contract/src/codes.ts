/** Code tables of SPEC §9 and the envelope's business codes. */

/** Pay way codes (SPEC §9): the deposit channel list of the wallet page. */
export const PAY_WAYS = [
  { code: 0, key: 'usdt', name: 'USDT' },
  { code: 1, key: 'bank', name: '银行卡' },
  { code: 2, key: 'wechat', name: '微信' },
  { code: 3, key: 'alipay', name: '支付宝' },
  { code: 4, key: 'antoken', name: 'AnToken' },
  { code: 5, key: 'gopay', name: 'GO PAY' },
  { code: 6, key: 'okpay', name: 'OK PAY' },
] as const;
export type PayWayCode = (typeof PAY_WAYS)[number]['code'];
export type PayWayKey = (typeof PAY_WAYS)[number]['key'];
/** Channels 5 and 6 answer an external pay URL (message.info.navurl) instead of a deposit number. */
export const EXTERNAL_PAY_WAY_CODES: readonly PayWayCode[] = [5, 6];

/** The `type` of getPayRange (SPEC §7). */
export const PAY_RANGE_TYPES = ['antoken', 'bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20', 'gopay', 'okpay'] as const;
export type PayRangeType = (typeof PAY_RANGE_TYPES)[number];

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The names the legacy backends' `recharge` takes for a pay way (API-NOTES: bank|alipay|wxpay|usdt), where ours differ. */
const LEGACY_PAY_WAY_KEYS: Readonly<Record<string, PayWayKey>> = { wxpay: 'wechat' };

/** The pay way of a deposit's `paytype`: its code (SPEC §9), its key, or a legacy backend's name of it. */
export function payWayOf(paytype: unknown): (typeof PAY_WAYS)[number] | undefined {
  const text = asText(paytype).toLowerCase();
  const key = LEGACY_PAY_WAY_KEYS[text] ?? text;
  return PAY_WAYS.find((way) => String(way.code) === text || way.key === key);
}

/**
 * The channel (getPayRange type) of a deposit; for USDT chosen by the protocol (catepay).
 * Channels 5 and 6 have ranges of their own (gopay, okpay), an extension of the §7 list.
 */
export function depositChannelOf(way: (typeof PAY_WAYS)[number], catepay: unknown): PayRangeType | undefined {
  if (way.key !== 'usdt') return way.key;
  const protocol = asText(catepay).toUpperCase();
  if (protocol === 'TRC20') return 'usdt-trc20';
  if (protocol === 'ERC20') return 'usdt-erc20';
  return undefined;
}

/** States of deposits, withdrawals and promotion applications (SPEC §4). */
export const REVIEW_STATE = { pending: 1, approved: 2, refused: 3 } as const;

/** Bet status (SPEC §4). */
export const BET_STATUS = { void: 0, settled: 1, unsettled: 2 } as const;

/** Withdrawal type codes (SPEC §9). */
export const WITHDRAW_TYPES = { card: 0, wallet: 1, antoken: 2 } as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[keyof typeof WITHDRAW_TYPES];

/** Bound account types of getcard/bindcard (SPEC §3). */
export const CARD_TYPES = { bank: 1, usdt: 2, ewallet: 4 } as const;

/** What a withdrawal's review is warned of, by flag, as the console shows it. */
export const WITHDRAWAL_FLAG_LABELS = {
  /** Paid to an account bound within 24 hours after an operator reset the member's login or pay password. */
  'account-after-reset': '重置密码后24小时内绑定的账户',
  /** Paid to a card number or address on the blacklist (blacklisted after it was bound). */
  'blacklisted-account': '收款账户在黑名单中',
  /** The member has an account on the blacklist bound, this one or another. */
  'member-blacklisted': '绑定了黑名单账户',
  /** A bank card whose holder is not the member's real name (bound before issue #41 refused such cards). */
  'holder-not-member': '持卡人非会员本人',
} as const;
export type WithdrawalFlag = keyof typeof WITHDRAWAL_FLAG_LABELS;
export type CardType = (typeof CARD_TYPES)[keyof typeof CARD_TYPES];
/** The fixed `bank` value of a USDT and of an e-wallet binding. */
export const USDT_BANK = 'USDT';
export const EWALLET_BANK = 'antoken';

/** Date filter codes of the record lists (SPEC §9) and the number of days each spans, today included. */
export const DATE_FILTERS = [
  { code: 1, name: '今天', days: 1 },
  { code: 2, name: '一周内', days: 7 },
  { code: 3, name: '半个月内', days: 15 },
  { code: 4, name: '一个月内', days: 30 },
] as const;
export type DateFilterCode = (typeof DATE_FILTERS)[number]['code'];

/** Record type codes of gettransrecord (SPEC §9). */
export const RECORD_TYPES = [
  { code: 1, name: '存款' },
  { code: 2, name: '取款' },
  { code: 3, name: '转入' },
  { code: 4, name: '转出' },
] as const;
export type RecordTypeCode = (typeof RECORD_TYPES)[number]['code'];

/** Game categories (SPEC §3) in the order of the home tabs. */
export const GAME_CATEGORIES = [
  { id: 'realbet', name: '真人视讯' },
  { id: 'concise', name: '电子游艺' },
  { id: 'sport', name: '体育赛事' },
  { id: 'gaming', name: '电子竞技' },
  { id: 'lottery', name: '彩票游戏' },
  { id: 'joker', name: '棋牌游戏' },
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number]['id'];
export const GAME_CATEGORY_IDS = GAME_CATEGORIES.map((c) => c.id) as [GameCategory, ...GameCategory[]];

/** Slot providers of /electronics (SPEC §2); the first is the default. */
export const SLOT_PROVIDERS = ['obgdy', 'fgdz', 'pp', 'ae', 'pg', 'fgfish'] as const;
export type SlotProvider = (typeof SLOT_PROVIDERS)[number];
export const DEFAULT_SLOT_PROVIDER: SlotProvider = 'obgdy';

/** Article types loaded by the help and about pages (SPEC §2). */
export const ARTICLE_TYPES = {
  guide: 1,
  privacy: 2,
  terms: 3,
  faq: 4,
  contact: 5,
  about: 7,
  responsibleGaming: 8,
} as const;
export type ArticleType = (typeof ARTICLE_TYPES)[keyof typeof ARTICLE_TYPES];

/**
 * Business codes in the envelope's `code`. HTTP status is 200 for all of them except 401 (and 429
 * for rate limits), following the existing backends (API-NOTES §1).
 */
export const CODES = {
  ok: 200,
  /** The card withdraw flow also treats code 1 as success (SPEC §7). */
  okLegacy: 1,
  usernameTaken: 201,
  notFound: 202,
  wrongPassword: 203,
  oldPasswordWrong: 205,
  cardLimit: 207,
  insufficientBalance: 208,
  transferFailed: 209,
  balanceTooLow: 210,
  withdrawRule: 214,
  /** The game platform answered no launch URL (API-NOTES §8: 500 with the platform's message). */
  gameLaunchFailed: 500,
  noRebate: 221,
  payPasswordWrong: 520,
  alreadyApplied: 223,
  unauthorized: 401,
  forbidden: 403,
  /** A refusal by the site's rules (switched off, outside hours), answered with HTTP 200. */
  forbiddenAction: 500,
  conflict: 409,
  /**
   * The site is under maintenance (site_state 0): every member call but the public reads is refused with
   * this code and the site's repair_tips as its message (HTTP 200, as other refusals); the web app then
   * shows the maintenance screen.
   */
  maintenance: 503,
  /**
   * An operator reset the member's login password (a one-time password, read out to the member): every member
   * call but OPEN_WHILE_PASSWORD_MUST_CHANGE is refused with this code (HTTP 200) until the member changes it;
   * the web app then shows the forced password change instead of the app.
   */
  passwordMustChange: 227,
  /**
   * The database is briefly out of reach (HTTP 503): nothing was answered from it. A read may be asked again
   * (the web app does); a money call is not sent again by itself, the player decides.
   */
  serviceBusy: 530,
  idempotencyMismatch: 422,
  /** A request not received in time (its headers, or the whole of it), answered with HTTP 408 before any call ran. */
  requestTimeout: 408,
  tooManyRequests: 429,
  serverError: 500,
  validation: 1000,
} as const;
export type BusinessCode = (typeof CODES)[keyof typeof CODES];
