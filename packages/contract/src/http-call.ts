import type { DataOf, MessageOf, RequestOf } from './call';
import type { CallMap } from './call-map';
import { REQUEST_TIMEOUT_MS } from './constants';
import { isEnvelope, isSuccess, type Envelope } from './envelope';
import type { RouteDefinition } from './route-definition';
import type { ROUTES, RouteName } from './routes';

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

export interface SendOptions {
  token?: string | null;
  /** Sent as Idempotency-Key on money calls: one key per submit, kept for its retries. */
  idempotencyKey?: string;
  /** The card withdraw flow also treats code 1 as success (SPEC §7). */
  acceptLegacyOne?: boolean;
  /** Sent as X-Device-Id (register and login): the browser's random, stable device id. */
  deviceId?: string;
}

export type CallRequest<N extends RouteName> = RequestOf<CallMap[N]>;
export type CallAnswer<N extends RouteName> = Envelope<DataOf<CallMap[N]>, MessageOf<CallMap[N]>>;

/** The calls that take one file as multipart/form-data (the contract marks them `multipart: true`). */
export type MultipartRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends { multipart: true } ? N : never }[RouteName];

/** A table of routes by call name: the players' (PLAYER_ROUTES), the console's, or every one (ROUTES). */
export type RouteTable = { readonly [N in RouteName]?: RouteDefinition };

/**
 * The senders of the calls of one route table. The player app gives the players' table alone, so its first load does
 * not carry the console's 120 routes. The types come from the contract's schemas, which are not bundled.
 */
export function callSenders<Table extends RouteTable>(routes: Table) {
  const routeOf = (name: RouteName): RouteDefinition => {
    const route = routes[name];
    if (route === undefined) throw new Error(`no route ${name} in this app's table`);
    return route;
  };

  /**
   * Makes one call of the contract, by name, against the server at `base`, and answers its envelope. A refusal
   * (HTTP 401 or a code other than success) throws ApiError; no answer in time throws NetworkError.
   */
  async function sendCall<N extends RouteName & keyof Table>(base: string, name: N, input: CallRequest<N>, options: SendOptions = {}): Promise<CallAnswer<N>> {
    const route = routeOf(name);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    if (options.deviceId) headers['X-Device-Id'] = options.deviceId;
    let url = `${base}${route.path}`;
    let body: string | undefined;
    if (route.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries((input ?? {}) as object)) {
        if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
      }
      if (query.size > 0) url += `?${query.toString()}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
    return envelopeOf<N>(await fetchOrFail(url, { method: route.method, headers, body }), options);
  }

  /**
   * Sends one file to a multipart call of the contract (field `file`), and answers its envelope as sendCall
   * does, with the same refusals. The browser writes the multipart boundary itself.
   */
  async function sendUpload<N extends MultipartRouteName & keyof Table>(base: string, name: N, file: Blob, options: SendOptions = {}): Promise<CallAnswer<N>> {
    const route = routeOf(name);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const body = new FormData();
    body.append('file', file);
    return envelopeOf<N>(await fetchOrFail(`${base}${route.path}`, { method: route.method, headers, body }), options);
  }

  return { sendCall, sendUpload };
}

async function fetchOrFail(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new NetworkError(error instanceof DOMException && error.name === 'TimeoutError');
  }
}

async function envelopeOf<N extends RouteName>(response: Response, options: SendOptions): Promise<CallAnswer<N>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, `HTTP ${String(response.status)}`, response.status);
  }
  if (!isEnvelope(json)) throw new ApiError(response.status, `HTTP ${String(response.status)}`, response.status);
  if (response.status === 401 || !isSuccess(json, options.acceptLegacyOne)) {
    throw new ApiError(json.code, typeof json.message === 'string' ? json.message : '', response.status);
  }
  return { code: json.code, message: json.message as MessageOf<CallMap[N]>, data: json.data as DataOf<CallMap[N]> };
}
