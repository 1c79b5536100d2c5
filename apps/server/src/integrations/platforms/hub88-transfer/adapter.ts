import type { Kysely } from 'kysely';
import type { Tables } from '../../../platform/db/schema';
import type { Hub88Connection } from '../connections';
import { hub88Adapter, HUB88_LAUNCH_TIMEOUT_MS } from '../hub88/launch';
import { hub88User } from '../hub88/protocol';
import { fetchHub88Items } from '../hub88/report';
import type { PlatformAdapter, RemoteWallet } from '../provider';
import { readBalance, sendTransfer } from './client';

/** Hub88's wallet of a platform connected with its TransferWallet API: its balance and transfers, and its Transactions API as the bet history. */
export function hub88TransferWallet(connection: Hub88Connection): RemoteWallet {
  return {
    balance: (memberId, timeoutMs) => readBalance(connection, memberId, timeoutMs),
    transfer: (order, timeoutMs) => sendTransfer(connection, order, timeoutMs),
    betHistory: ({ start, end, memberId }, timeoutMs) => fetchHub88Items(connection, { start, end, ...(memberId === undefined ? {} : { user: hub88User(memberId) }) }, timeoutMs),
  };
}

/**
 * A platform connected with Hub88's TransferWallet API: games launch and list as over the seamless protocol (Hub88's
 * games API), and the member's money is moved into Hub88's wallet by their transfers.
 */
export function hub88TransferAdapter(db: Kysely<Tables>, connection: Hub88Connection, launchTimeoutMs = HUB88_LAUNCH_TIMEOUT_MS): PlatformAdapter {
  return { ...hub88Adapter(db, connection, launchTimeoutMs), protocol: 'hub88-transfer', mode: 'transfer', transferWallet: hub88TransferWallet(connection) };
}
