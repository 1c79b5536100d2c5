import { CODES } from '@casino/contract/codes';
import type { PlayerRouteName } from '@casino/contract/player-routes';
import { session } from '../shared/session';
import { toast } from '../shared/toast';
import { ApiError, callApi, type CallAnswer, type CallOptions, type CallRequest, NetworkError } from './client';

/** Refusals a whole screen answers instead of a toast. */
const SCREEN_CODES: ReadonlySet<number> = new Set([CODES.maintenance, CODES.passwordMustChange]);

export interface RequestOptions extends Omit<CallOptions, 'token'> {
  /** Show the server's message on a refusal (SPEC §8); default true. */
  toastErrors?: boolean;
}

/**
 * A call with the member's token. A refusal shows the server's message as a failure toast; a network
 * failure only hides the loading indicator (SPEC §8). The error is rethrown for the caller to react to.
 */
export async function request<N extends PlayerRouteName>(name: N, input: CallRequest<N>, options: RequestOptions = {}): Promise<CallAnswer<N>> {
  try {
    return await callApi(name, input, { ...options, token: session.token() });
  } catch (error) {
    // Under maintenance the maintenance screen says it (api/queries/app-info.ts), not a toast; a one-time
    // password, the forced password change (app/password-change-gate.tsx).
    if (error instanceof ApiError && options.toastErrors !== false && error.message !== '' && !SCREEN_CODES.has(error.code)) toast.fail(error.message);
    if (error instanceof NetworkError) toast.clear();
    throw error;
  }
}

/** A new Idempotency-Key for one money submit (kept by the caller for its retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export { ApiError, NetworkError };
