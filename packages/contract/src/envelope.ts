import { z } from 'zod';
import { CODES } from './codes';

/** Every answer: `{code, message, data}`. code 200 is success (SPEC §7). */
export interface Envelope<Data = unknown, Message = string> {
  code: number;
  message: Message;
  data: Data;
}

export const envelopeSchema = z.object({
  code: z.number().int(),
  message: z.unknown(),
  data: z.unknown().optional(),
});

export function isSuccess(envelope: Pick<Envelope, 'code'>, acceptLegacyOne = false): boolean {
  return envelope.code === CODES.ok || (acceptLegacyOne && envelope.code === CODES.okLegacy);
}

/** The idempotency header a money call carries (LEDGER.md): one key per submit, kept for its retries. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
