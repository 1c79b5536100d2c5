import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import type { PlatformConnections } from './connections';
import { hub88Adapter, HUB88_LAUNCH_TIMEOUT_MS } from './hub88/launch';
import type { GameProvider, PlatformAdapter, WalletMode } from './provider';

export type AdapterProtocol = PlatformAdapter['protocol'];

/** Each protocol's wallet mode, known without opening a connection's keys: the launch's transaction decides its sweep by it. */
const PROTOCOL_MODES: Record<AdapterProtocol, WalletMode> = { demo: 'transfer', hub88: 'seamless', 'hub88-transfer': 'transfer' };

/** The protocol a platform plays through: its connection's, else the demo's. */
export const protocolOf = (connectionProtocol: string | undefined): AdapterProtocol =>
  connectionProtocol === 'hub88' || connectionProtocol === 'hub88-transfer' ? connectionProtocol : 'demo';

export const walletModeOf = (protocol: AdapterProtocol): WalletMode => PROTOCOL_MODES[protocol];

/** A launcher (the demo slot, or what a test gives) as the adapter of the platforms without a connection. */
export const demoAdapter = (provider: GameProvider): PlatformAdapter => ({ protocol: 'demo', mode: PROTOCOL_MODES.demo, launchUrl: (launch) => provider.launchUrl(launch) });

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
    const adapter = hub88Adapter(this.db, connection, this.hub88TimeoutMs);
    // The same launch through Hub88's games API; the money is moved into Hub88's wallet by the member's transfers.
    return connection.protocol === 'hub88-transfer' ? { ...adapter, protocol: 'hub88-transfer', mode: 'transfer' } : adapter;
  }
}
