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
