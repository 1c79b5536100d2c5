import { CODES } from './codes';

/** Every answer: `{code, message, data}`. code 200 is success (SPEC §7). */
export interface Envelope<Data = unknown, Message = string> {
  code: number;
  message: Message;
  data: Data;
}

/** Is this value an answer envelope (from any backend of this API)? */
export function isEnvelope(value: unknown): value is { code: number; message?: unknown; data?: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

export function isSuccess(envelope: Pick<Envelope, 'code'>, acceptLegacyOne = false): boolean {
  return envelope.code === CODES.ok || (acceptLegacyOne && envelope.code === CODES.okLegacy);
}

/** The idempotency header a money call carries (LEDGER.md): one key per submit, kept for its retries. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The web app's device id, sent on register and login (issue #30 item 5): a random UUID made once per browser and
 * kept in its storage, so members who sign in from one device are linked for the reviews. The console sends it on
 * an operator's sign-in too; a device that signed in to the account before keeps a login budget of its own
 * (issue #41). Anything else is ignored.
 */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
