import type { KeyObject } from 'node:crypto';
import type { EpayConnection } from '../connections';
import { epayRsaSign, epayRsaVerify } from './sign';

/**
 * EPay V2 (RSA, docs/protocols/epay.md §6) as our merchant side speaks it: signed requests, signed answers and
 * notifications verified with the gateway's public key, and the timestamp both directions check.
 */

/** Our private key signs; the gateway's public key verifies what it sends. */
export interface EpayV2Keys {
  merchantPrivateKey: KeyObject;
  gatewayPublicKey: KeyObject;
}

/** V2's limit on the skew of a signed message's timestamp, both ways (§6.3; SDK-V2 rejects more than 300 s). */
export const EPAY_V2_TIMESTAMP_SKEW_S = 300;

export const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A 10-digit Unix time in seconds, as V2's `timestamp` is sent. */
export const epayTimestamp = (nowMs: number) => String(Math.floor(nowMs / 1000));

/** Whether a received `timestamp` is within 300 s of our clock. */
export function isTimely(timestamp: string | undefined, nowMs: number): boolean {
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= EPAY_V2_TIMESTAMP_SKEW_S;
}

/** Our fields with `pid`, `timestamp` and their RSA signature (sign_type=RSA), ready to send. */
export function signedV2Request(connection: EpayConnection, keys: EpayV2Keys, fields: Record<string, string>, nowMs = Date.now()): Record<string, string> {
  const params = { pid: connection.pid, ...fields, timestamp: epayTimestamp(nowMs) };
  return { ...params, sign: epayRsaSign(params, keys.merchantPrivateKey), sign_type: 'RSA' };
}

/** The fields of an answer its signature covers: every one but arrays and objects (§6.3), as text. */
function signedFields(answer: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(answer)) if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
  return fields;
}

export type EpayV2Answer = { kind: 'answer'; body: Record<string, unknown> } | { kind: 'unknown'; error: string };

/**
 * A signed V2 call (§6.2: POST form, `timestamp`, SHA256withRSA by our key) and its answer: a `code:0` answer must be
 * signed by the gateway and timely, or we cannot believe it; an error answer is not signed (the SDK does not verify one).
 */
export async function callEpayV2(connection: EpayConnection, keys: EpayV2Keys, path: string, fields: Record<string, string>, timeoutMs: number): Promise<EpayV2Answer> {
  const body = new URLSearchParams(signedV2Request(connection, keys, fields));
  let text: string;
  try {
    const response = await fetch(new URL(path, connection.apiUrl), { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    return { kind: 'unknown', error: error instanceof Error ? error.message : String(error) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'unknown', error: `the gateway answered something that is not JSON: ${text.slice(0, 120)}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'unknown', error: 'the gateway answered something that is not a JSON object' };
  const answer = parsed as Record<string, unknown>;
  if (textOf(answer.code) !== '0') return { kind: 'answer', body: answer };
  if (!epayRsaVerify(signedFields(answer), keys.gatewayPublicKey)) return { kind: 'unknown', error: 'the gateway’s answer is not signed by its key' };
  if (!isTimely(textOf(answer.timestamp), Date.now())) return { kind: 'unknown', error: 'the gateway’s answer is not timely (timestamp)' };
  return { kind: 'answer', body: answer };
}
