/**
 * Hub88's Operator Wallet API as we speak it (README "Game platforms: Hub88 seamless wallet"): the RS_* statuses,
 * the money unit, how a member is named to Hub88, and the checking of a request's fields.
 */

/** The `status` of every wallet answer (docs.hub88.io, Operator API → seamless wallet response statuses). */
export const RS = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidPartner: 'RS_ERROR_INVALID_PARTNER',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  transactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  limitReached: 'RS_ERROR_LIMIT_REACHED',
} as const;
export type RsStatus = (typeof RS)[keyof typeof RS];

/** The site's one currency. */
export const CURRENCY = 'CNY';

/** Hub88 amounts are the currency's unit × 100,000: a fen (0.01 yuan) is 1,000. */
export const HUB88_UNITS_PER_FEN = 1_000;

export const fenToHub88 = (fen: number): number => fen * HUB88_UNITS_PER_FEN;

/** Fen of a Hub88 amount, or undefined when it is not a whole number of fen (the ledger keeps fen). */
export function hub88ToFen(amount: number): number | undefined {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount % HUB88_UNITS_PER_FEN !== 0) return undefined;
  return amount / HUB88_UNITS_PER_FEN;
}

/**
 * How a member is named to Hub88 (`user`): the member's id in decimal, zero-padded to Hub88's minimum of 4
 * characters, never the username (Hub88 asks for no real user data). The launch names the member the same way.
 */
export const hub88User = (memberId: number): string => String(memberId).padStart(4, '0');

/** The member id a `user` names, or undefined for anything else. */
export function memberIdOfUser(user: string): number | undefined {
  if (!/^\d{1,10}$/.test(user)) return undefined;
  const id = Number(user);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export type WalletCall = 'info' | 'balance' | 'bet' | 'win' | 'rollback';

/** A checked request: the fields we use, typed; anything else Hub88 sends is ignored (forward compatibility). */
export interface WalletRequest {
  request_uuid: string;
  user: string;
  token?: string;
  transaction_uuid?: string;
  reference_transaction_uuid?: string;
  amount?: number;
  currency?: string;
  round?: string;
  round_closed?: boolean;
  /** game_code, or the legacy integer game_id as text. */
  game_code?: string;
}

type FieldType = 'string' | 'integer' | 'boolean';

const FIELDS: Record<string, FieldType> = {
  request_uuid: 'string',
  user: 'string',
  token: 'string',
  transaction_uuid: 'string',
  reference_transaction_uuid: 'string',
  amount: 'integer',
  currency: 'string',
  round: 'string',
  round_closed: 'boolean',
  game_code: 'string',
  game_id: 'integer',
};

/** The fields each call must have (docs.hub88.io's OpenAPI for user/info; our recommendation for the others: /tmp/hub88-protocol.md §3.4). */
const REQUIRED: Record<WalletCall, readonly string[]> = {
  info: ['user', 'request_uuid'],
  balance: ['user', 'token', 'request_uuid'],
  bet: ['user', 'token', 'transaction_uuid', 'request_uuid', 'currency', 'amount'],
  win: ['user', 'transaction_uuid', 'reference_transaction_uuid', 'request_uuid', 'currency', 'amount'],
  rollback: ['user', 'transaction_uuid', 'reference_transaction_uuid', 'request_uuid'],
};

/** Longer strings than this are not ids we keep. */
const MAX_TEXT = 255;

function typeOk(value: unknown, type: FieldType): boolean {
  if (type === 'string') return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
  if (type === 'boolean') return typeof value === 'boolean';
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export type Checked = { ok: true; request: WalletRequest } | { ok: false; status: RsStatus; requestUuid: string | undefined };

/**
 * Checks a parsed body: not an object or a required field missing (or null) → RS_ERROR_WRONG_SYNTAX; a field
 * of the wrong type, a negative amount or one that is not a whole number of fen → RS_ERROR_WRONG_TYPES.
 */
export function checkRequest(call: WalletCall, body: unknown): Checked {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, status: RS.wrongSyntax, requestUuid: undefined };
  const fields = body as Record<string, unknown>;
  const requestUuid = typeof fields.request_uuid === 'string' ? fields.request_uuid : undefined;
  const present = (name: string) => fields[name] !== undefined && fields[name] !== null;
  const required = REQUIRED[call];
  if (required.some((name) => !present(name))) return { ok: false, status: RS.wrongSyntax, requestUuid };
  for (const [name, type] of Object.entries(FIELDS)) {
    if (present(name) && !typeOk(fields[name], type)) return { ok: false, status: RS.wrongTypes, requestUuid };
  }
  if (present('amount') && hub88ToFen(fields.amount as number) === undefined) return { ok: false, status: RS.wrongTypes, requestUuid };
  const text = (name: string) => (present(name) ? (fields[name] as string) : undefined);
  const request: WalletRequest = { request_uuid: fields.request_uuid as string, user: fields.user as string };
  const gameCode = text('game_code') ?? (present('game_id') ? String(fields.game_id) : undefined);
  const optional = {
    token: text('token'),
    transaction_uuid: text('transaction_uuid'),
    reference_transaction_uuid: text('reference_transaction_uuid'),
    amount: present('amount') ? (fields.amount as number) : undefined,
    currency: text('currency'),
    round: text('round'),
    round_closed: present('round_closed') ? (fields.round_closed as boolean) : undefined,
    game_code: gameCode,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(request, { [key]: value });
  return { ok: true, request };
}

/** An answer's body: status and request_uuid always; user, currency and balance whenever the member is known. */
export interface WalletAnswer {
  user?: string;
  status: RsStatus;
  request_uuid?: string;
  currency?: string;
  balance?: number;
  [extra: string]: unknown;
}
