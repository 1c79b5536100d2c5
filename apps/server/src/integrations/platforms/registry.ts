import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { PLATFORM_PROTOCOLS, type Hub88Connection, type PlatformConnections } from './connections';
import { hub88TransferAdapter, hub88TransferWallet } from './hub88-transfer/adapter';
import { hub88Adapter, HUB88_LAUNCH_TIMEOUT_MS } from './hub88/launch';
import type { GameProvider, PlatformAdapter, RemoteWallet, WalletMode } from './provider';

export { TRANSFER_TIMEOUT_MS } from './hub88-transfer/client';

export type AdapterProtocol = PlatformAdapter['protocol'];

/** Each protocol's wallet mode, known without opening a connection's keys: the launch's transaction decides its sweep by it. */
const PROTOCOL_MODES: Record<AdapterProtocol, WalletMode> = { demo: 'transfer', hub88: 'seamless', 'hub88-transfer': 'transfer' };

/** Whether a protocol's adapter has a `transferWallet`: the member's platform money is in the platform's own wallet, not our ledger's. */
const REMOTE_WALLETS: Record<AdapterProtocol, boolean> = { demo: false, hub88: false, 'hub88-transfer': true };

/** The protocol a platform plays through: its connection's, else the demo's. */
export const protocolOf = (connectionProtocol: string | undefined): AdapterProtocol =>
  connectionProtocol === 'hub88' || connectionProtocol === 'hub88-transfer' ? connectionProtocol : 'demo';

export const walletModeOf = (protocol: AdapterProtocol): WalletMode => PROTOCOL_MODES[protocol];

/** Whether a platform connected with this protocol (undefined: none, the demo) keeps its money in its own wallet: only calls to it move that money. */
export const hasRemoteWallet = (connectionProtocol: string | undefined): boolean => REMOTE_WALLETS[protocolOf(connectionProtocol)];

/** Whether a platform connected with this protocol is seamless: its bets debit the main wallet and nothing is transferred to it. */
export const isSeamless = (connectionProtocol: string | undefined): boolean => PROTOCOL_MODES[protocolOf(connectionProtocol)] === 'seamless';

/** The connection protocols with a remote wallet, for a query of the platforms connected so. */
export const REMOTE_WALLET_PROTOCOLS: readonly string[] = PLATFORM_PROTOCOLS.filter((protocol) => REMOTE_WALLETS[protocol]);

/** The launcher of the platforms without a connection on a server without the sandbox's demo slot: none opens. */
export const UNCONNECTED_PROVIDER: GameProvider = {
  launchUrl: () => Promise.reject(new BusinessError(MSG.gameLaunchFailed, CODES.gameLaunchFailed)),
};

/** A launcher (the sandbox's demo slot, or what a test gives) as the adapter of the platforms without a connection. */
export const demoAdapter = (provider: GameProvider): PlatformAdapter => ({
  protocol: 'demo',
  mode: PROTOCOL_MODES.demo,
  launchUrl: (launch) => provider.launchUrl(launch),
  // Any game code opens the demo slot: the games are our own catalogue's, the demo lists none of its own.
  gameList: () => Promise.resolve([]),
});

/** A connected platform's adapter, by its connection's protocol. */
export function adapterOf(db: Kysely<Tables>, connection: Hub88Connection, launchTimeoutMs = HUB88_LAUNCH_TIMEOUT_MS): PlatformAdapter {
  return connection.protocol === 'hub88-transfer' ? hub88TransferAdapter(db, connection, launchTimeoutMs) : hub88Adapter(db, connection, launchTimeoutMs);
}

/** A connected platform's own wallet (its adapter's `transferWallet`, opened without the launch's parts), or undefined when its wallet is our ledger's. */
export const remoteWalletOf = (connection: Hub88Connection): RemoteWallet | undefined => (connection.protocol === 'hub88-transfer' ? hub88TransferWallet(connection) : undefined);

/** The connections of `connections` whose platforms keep their money in their own wallets, each with that wallet. */
export async function remoteWallets(connections: PlatformConnections): Promise<{ connection: Hub88Connection; wallet: RemoteWallet }[]> {
  return (await connections.current()).flatMap((connection) => {
    const wallet = remoteWalletOf(connection);
    return wallet ? [{ connection, wallet }] : [];
  });
}

/**
 * The game platforms' adapters by protocol: a platform with a platform_connection row plays through its
 * protocol's adapter, any other through the demo.
 */
export class GameProviders {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly connections: PlatformConnections,
    private readonly demo: PlatformAdapter,
    private readonly hub88TimeoutMs = HUB88_LAUNCH_TIMEOUT_MS,
  ) {}

  /**
   * The adapter of `platform` for `protocol`, which the launch's transaction read from the platform's connection
   * (so its sweep and its launch agree). A connection this process has not seen yet is read again once; gone
   * meanwhile, the launch fails.
   */
  async adapterFor(platform: string, protocol: AdapterProtocol): Promise<PlatformAdapter> {
    if (protocol === 'demo') return this.demo;
    let connection = await this.connections.of(platform);
    if (!connection) {
      this.connections.forget();
      connection = await this.connections.of(platform);
    }
    if (!connection) throw new Error(`platform ${platform} is no longer connected`);
    return adapterOf(this.db, connection, this.hub88TimeoutMs);
  }
}
