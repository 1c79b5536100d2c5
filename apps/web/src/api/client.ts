import type { CallDefinition, DataOf, MessageOf, RequestOf } from '@casino/contract/call';
import { REQUEST_TIMEOUT_MS } from '@casino/contract/constants';
import { envelopeSchema, isSuccess, type Envelope } from '@casino/contract/envelope';
import { runtimeConfig } from './runtime-config';

/** A call that reached the server and was refused: its business code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached, or did not answer in time. */
export class NetworkError extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'network');
    this.name = 'NetworkError';
  }
}

export interface CallOptions {
  token?: string | null;
  /** Sent as Idempotency-Key on money calls: one key per submit, kept for its retries. */
  idempotencyKey?: string;
  /** The card withdraw flow also treats code 1 as success (SPEC §7). */
  acceptLegacyOne?: boolean;
}

/** Makes one call of the contract and answers its envelope; a refusal throws ApiError. */
export async function callApi<C extends CallDefinition>(
  call: C,
  input: RequestOf<C>,
  options: CallOptions = {},
): Promise<Envelope<DataOf<C>, MessageOf<C>>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let url = `${runtimeConfig().apiBase}${call.path}`;
  let body: string | undefined;
  if (call.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
    }
    if (query.size > 0) url += `?${query.toString()}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }

  let response: Response;
  try {
    response = await fetch(url, { method: call.method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new NetworkError(error instanceof DOMException && error.name === 'TimeoutError');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, `HTTP ${response.status}`, response.status);
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new ApiError(response.status, `HTTP ${response.status}`, response.status);
  const { code, message, data } = envelope.data;
  const text = typeof message === 'string' ? message : '';
  if (response.status === 401 || !isSuccess({ code }, options.acceptLegacyOne)) {
    throw new ApiError(code, text, response.status);
  }
  return { code, message: message as MessageOf<C>, data: data as DataOf<C> };
}
