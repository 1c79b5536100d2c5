import type { CallMap } from '@casino/contract/call-map';
import type { DataOf, MessageOf } from '@casino/contract/call';
import { REQUEST_TIMEOUT_MS } from '@casino/contract/constants';
import { isEnvelope, isSuccess } from '@casino/contract/envelope';
import { PLAYER_ROUTES, type PlayerRouteName } from '@casino/contract/player-routes';
import { session } from '../shared/session';
import { toast } from '../shared/toast';
import { ApiError, type CallAnswer, NetworkError } from './client';
import { runtimeConfig } from './runtime-config';

/** The calls that take a multipart body (the contract marks them `multipart: true`). */
export type MultipartRouteName = { [N in PlayerRouteName]: (typeof PLAYER_ROUTES)[N] extends { multipart: true } ? N : never }[PlayerRouteName];

export interface UploadOptions {
  /** The multipart field of the file; `file` as SPEC §7 names it. */
  field?: string;
  /** Sent share of the body, 0–1, as the browser reports it. */
  onProgress?: (sent: number) => void;
}

/**
 * Sends one file as multipart/form-data to a call of the contract, with the member's token, and answers
 * its envelope. XMLHttpRequest rather than fetch: it reports upload progress. Like `request`, a refusal is
 * toasted and thrown as ApiError; a network failure or the 30 s timeout throws NetworkError.
 */
export function uploadFile<N extends MultipartRouteName>(name: N, file: Blob, options: UploadOptions = {}): Promise<CallAnswer<N>> {
  const route = PLAYER_ROUTES[name];
  const body = new FormData();
  body.append(options.field ?? 'file', file);
  return new Promise<CallAnswer<N>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, `${runtimeConfig().apiBase}${route.path}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const failNetwork = (timedOut: boolean) => () => {
      toast.clear();
      reject(new NetworkError(timedOut));
    };
    xhr.onerror = failNetwork(false);
    xhr.ontimeout = failNetwork(true);
    xhr.onabort = failNetwork(false);
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (!isEnvelope(json)) {
        reject(new ApiError(xhr.status, `HTTP ${String(xhr.status)}`, xhr.status));
        return;
      }
      const message = typeof json.message === 'string' ? json.message : '';
      if (xhr.status === 401 || !isSuccess(json)) {
        if (message !== '') toast.fail(message);
        reject(new ApiError(json.code, message, xhr.status));
        return;
      }
      options.onProgress?.(1);
      resolve({ code: json.code, message: json.message as MessageOf<CallMap[N]>, data: json.data as DataOf<CallMap[N]> });
    };
    xhr.send(body);
  });
}
