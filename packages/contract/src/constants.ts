/** Business constants and limits of SPEC §9. Durations in milliseconds, amounts in fen. */

export const BALANCE_POLL_MS = 4300;
export const TRANSFER_POLL_MS = 1500;
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_MS = 2000;
export const BANNER_AUTOPLAY_MS = 3000;
export const WITHDRAW_REDIRECT_MS = 1500;
export const LOGOUT_REDIRECT_MS = 1000;
export const DOWNLOAD_FRAME_CLEANUP_MS = 2000;

export const DEFAULT_DEPOSIT_MIN_FEN = 100_00;
export const DEFAULT_DEPOSIT_MAX_FEN = 10_000_00;
export const MIN_WITHDRAW_FEN = 100_00;

export const PAY_PASSWORD_LENGTH = 6;
/** The login-password change checks 6 or more characters (the placeholder says 8; SPEC §5). */
export const CHANGE_PASSWORD_MIN = 6;

export const REGISTER_USERNAME_MIN = 6;
export const REGISTER_USERNAME_MAX = 10;
export const LOGIN_USERNAME_MAX = 16;
export const REGISTER_PASSWORD_MIN = 8;
export const REGISTER_PASSWORD_MAX = 32;
/**
 * SPEC §5 gives the login and password-change inputs a max length of 15 while registration allows
 * passwords of up to 32 characters. A member must be able to type the password they registered with,
 * so every password input accepts up to REGISTER_PASSWORD_MAX (noted as a SPEC gap in the README).
 */
export const PASSWORD_INPUT_MAX = REGISTER_PASSWORD_MAX;

export const MOBILE_MAX = 11;
export const CARD_NUMBER_MIN = 8;
export const CARD_NUMBER_MAX = 19;
export const BIND_PAY_PASSWORD_MIN = 6;
export const BIND_PAY_PASSWORD_MAX = 18;
export const MAX_ACCOUNTS_PER_KIND = 5;

export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type UsdtProtocol = (typeof USDT_PROTOCOLS)[number];
/** AnToken deposits use TRC20 only. */
export const ANTOKEN_PROTOCOL: UsdtProtocol = 'TRC20';
export const EWALLET_OPTIONS = ['OKPAY', 'GOPAY'] as const;
export type EwalletOption = (typeof EWALLET_OPTIONS)[number];

/** The main wallet's platform code on the wire. */
export const MAIN_WALLET = 'userbalance';
export const MAIN_WALLET_NAME = '平台钱包';

export const AVATAR_TYPES = ['gif', 'png'] as const;
export const WELFARE_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE = 10;
/** The local captcha image list used against a backend without the captcha call. */
export const LOCAL_CAPTCHA_IMAGE_COUNT = 21;

/** Red packets are grabbed daily 10:00–12:00 Beijing time (UTC+8). */
export const REDPACKET_GRAB_START_HOUR = 10;
export const REDPACKET_GRAB_END_HOUR = 12;
export const BEIJING_UTC_OFFSET_MINUTES = 8 * 60;

export const SPEC_VERSION_DATE = '2022-11-18';

/** The most rows a list's CSV download holds; above it the export is refused, asking to narrow the filters. */
export const EXPORT_ROW_CAP = 50_000;
