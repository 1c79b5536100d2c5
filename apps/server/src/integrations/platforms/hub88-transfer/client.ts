import { randomUUID } from 'node:crypto';
import type { Hub88Connection } from '../connections';
import { CURRENCY, fenToHub88, HUB88_UNITS_PER_FEN, hub88User, RS } from '../hub88/protocol';
import { signBody } from '../hub88/signature';
import type { TransferOrder, TransferOutcome } from '../provider';

/** Hub88's TransferWallet API (docs/protocols/hub88.md §10): the operator moves a player's money into and out of Hub88's wallet. */
export const TRANSFER_WALLET_PATHS = {
  deposit: '/operator/generic/v2/transfer_wallet/deposit',
  withdraw: '/operator/generic/v2/transfer_wallet/withdraw',
  balance: '/operator/generic/v2/transfer_wallet/balance',
} as const;

/** How long we wait for Hub88's answer to a transfer before its outcome is unknown. */
export const TRANSFER_TIMEOUT_MS = 5_000;

/** Whole fen of a Hub88 amount (a fraction of a fen is not shown), or undefined for anything but a non-negative integer. */
const fenOf = (amount: unknown): number | undefined =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? Math.floor(amount / HUB88_UNITS_PER_FEN) : undefined;

/** The signed POST of a TransferWallet call; answers the HTTP status and the parsed body (undefined when not JSON). */
async function call(connection: Hub88Connection, path: string, body: Record<string, unknown>, timeoutMs: number): Promise<{ status: number; body: Record<string, unknown> | undefined }> {
  const bytes = JSON.stringify(body);
  const base = connection.apiUrl.endsWith('/') ? connection.apiUrl : `${connection.apiUrl}/`;
  const response = await fetch(new URL(path.slice(1), base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(bytes, connection.privateKey) },
    body: bytes,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return { status: response.status, body: typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined };
  } catch {
    return { status: response.status, body: undefined };
  }
}

const common = (connection: Hub88Connection, memberId: number) => ({
  user: hub88User(memberId),
  sub_partner_id: connection.subPartnerId ?? '',
  request_uuid: randomUUID(),
  operator_id: connection.operatorId,
  currency: CURRENCY,
});

/**
 * Deposits (in) or withdraws (out) by our order id. Sending the same order again is how an unknown outcome is asked:
 * Hub88 processes a transaction_uuid at most once and answers a repeat with the first outcome.
 */
export async function sendTransfer(connection: Hub88Connection, order: TransferOrder, timeoutMs = TRANSFER_TIMEOUT_MS): Promise<TransferOutcome> {
  const path = order.direction === 'in' ? TRANSFER_WALLET_PATHS.deposit : TRANSFER_WALLET_PATHS.withdraw;
  let answer: Awaited<ReturnType<typeof call>>;
  try {
    answer = await call(connection, path, { ...common(connection, order.memberId), transaction_uuid: order.orderId, amount: fenToHub88(order.amountFen) }, timeoutMs);
  } catch (error) {
    return { kind: 'unknown', error: error instanceof Error ? error.message : String(error) };
  }
  const status = answer.body?.status;
  if (answer.status !== 200 || typeof status !== 'string') return { kind: 'unknown', error: `HTTP ${String(answer.status)}${typeof status === 'string' ? ` ${status}` : ''}` };
  if (status === RS.ok) return { kind: 'applied', balanceFen: fenOf(answer.body?.balance) };
  // RS_ERROR_UNKNOWN says nothing about whether it applied: ask again.
  if (status === RS.unknown) return { kind: 'unknown', error: status };
  return { kind: 'refused', status };
}

/** The member's balance in Hub88's wallet, in fen, or undefined when Hub88 does not answer it. */
export async function readBalance(connection: Hub88Connection, memberId: number, timeoutMs = TRANSFER_TIMEOUT_MS): Promise<number | undefined> {
  try {
    const answer = await call(connection, TRANSFER_WALLET_PATHS.balance, common(connection, memberId), timeoutMs);
    return answer.status === 200 && answer.body?.status === RS.ok ? fenOf(answer.body.balance) : undefined;
  } catch {
    return undefined;
  }
}
