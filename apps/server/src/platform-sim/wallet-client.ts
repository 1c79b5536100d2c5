import { randomUUID, type KeyObject } from 'node:crypto';
import { signBody } from '../providers/hub88/signature';

/** An answer of the operator's wallet: its RS_* status and the fields we show. */
export interface WalletReply {
  status: string;
  balance?: number;
  [field: string]: unknown;
}

/** Our side of one wallet call: the body sent (exact bytes signed) and what came back, or why nothing did. */
export interface WalletExchange {
  path: string;
  body: Record<string, unknown>;
  reply: WalletReply | undefined;
  failure?: string;
}

/**
 * Calls the operator's wallet as Hub88 does: POST <wallet endpoint><path>, the body's exact bytes signed with
 * Hub88's private key in X-Hub88-Signature, a fresh request_uuid per call.
 */
export class WalletClient {
  constructor(
    private readonly walletUrl: string,
    private readonly hub88PrivateKey: KeyObject,
    private readonly timeoutMs: number,
  ) {}

  async call(path: string, fields: Record<string, unknown>): Promise<WalletExchange> {
    const body = { ...fields, request_uuid: randomUUID() };
    const bytes = JSON.stringify(body);
    try {
      const response = await fetch(`${this.walletUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(bytes, this.hub88PrivateKey) },
        body: bytes,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      if (response.status !== 200) return { path, body, reply: undefined, failure: `HTTP ${String(response.status)}` };
      const reply = JSON.parse(text) as WalletReply;
      return { path, body, reply };
    } catch (error) {
      return { path, body, reply: undefined, failure: error instanceof Error ? error.message : String(error) };
    }
  }
}
