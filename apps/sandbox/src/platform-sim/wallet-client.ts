import { randomUUID, type KeyObject } from 'node:crypto';
import { signBody } from '../../../server/src/integrations/platforms/hub88/signature';

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

/** How a call is sent: its signature (good; over other bytes; none), its timeout, and whether its answer is dropped. */
export interface SendOptions {
  signature?: 'good' | 'bad' | 'none';
  timeoutMs?: number;
  /** The answer arrives (the operator applied the call) but the simulator drops it, as when its client timed out. */
  dropAnswer?: boolean;
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
    return this.send(path, { ...fields, request_uuid: randomUUID() });
  }

  /** Sends this body as it is (its request_uuid included), so a copy can be sent again byte for byte. */
  async send(path: string, body: Record<string, unknown>, options: SendOptions = {}): Promise<WalletExchange> {
    const bytes = JSON.stringify(body);
    const signature = options.signature ?? 'good';
    // A bad signature is a real one over other bytes: well-formed, and wrong.
    const signed = signature === 'none' ? undefined : signBody(signature === 'bad' ? `${bytes} ` : bytes, this.hub88PrivateKey);
    try {
      const response = await fetch(`${this.walletUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signed === undefined ? {} : { 'x-hub88-signature': signed }) },
        body: bytes,
        signal: AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs),
      });
      const text = await response.text();
      if (options.dropAnswer === true) return { path, body, reply: undefined, failure: 'answer dropped (timeout)' };
      if (response.status !== 200) return { path, body, reply: undefined, failure: `HTTP ${String(response.status)}` };
      const reply = JSON.parse(text) as WalletReply;
      return { path, body, reply };
    } catch (error) {
      return { path, body, reply: undefined, failure: error instanceof Error ? error.message : String(error) };
    }
  }
}
