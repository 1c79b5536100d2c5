import { createPrivateKey, createPublicKey } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { hub88SimRoutes, SIM_GAMES } from '../../sandbox/src/platform-sim/hub88-sim';
import { Hub88TransferWallets, registerHub88TransferSim } from '../../sandbox/src/platform-sim/hub88-transfer-sim';
import type { TransactionBook } from '../../sandbox/src/platform-sim/report';
import { connectHub88Platform, PlatformConnections, type PlatformProtocol } from '../src/integrations/platforms/connections';
import { HUB88_UNITS_PER_FEN, hub88User } from '../src/integrations/platforms/hub88/protocol';
import type { PlatformAdapter } from '../src/integrations/platforms/provider';
import { demoAdapter, GameProviders, hasRemoteWallet, isSeamless, REMOTE_WALLET_PROTOCOLS, remoteWallets } from '../src/integrations/platforms/registry';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { rsaKeyPair, testSecrets } from './support/hub88';

const OPERATOR_ID = 9;

describe('the registry’s predicates', () => {
  it('tells a seamless platform from one whose money is in its own wallet, by protocol (no connection: the demo)', () => {
    expect([hasRemoteWallet('hub88-transfer'), hasRemoteWallet('hub88'), hasRemoteWallet(undefined), hasRemoteWallet('unknown')]).toEqual([true, false, false, false]);
    expect([isSeamless('hub88'), isSeamless('hub88-transfer'), isSeamless(undefined)]).toEqual([true, false, false]);
    expect(REMOTE_WALLET_PROTOCOLS).toEqual(['hub88-transfer']);
  });
});

describe.each(dialects)('the platform adapters, against the simulator, on %s', (dialect) => {
  let database: TestDatabase;
  let sim: FastifyInstance;
  let book: TransactionBook;
  let providers: GameProviders;
  let connections: PlatformConnections;
  const wallets = new Hub88TransferWallets();
  const ours = rsaKeyPair();
  const hub88 = rsaKeyPair();
  const demo = demoAdapter({ launchUrl: () => Promise.resolve('http://demo') });

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seeded: true });
    sim = Fastify({ logger: false });
    book = hub88SimRoutes(sim, {
      walletUrl: 'http://127.0.0.1:9/wallet/hub88',
      hub88PrivateKey: createPrivateKey(hub88.privatePem),
      operatorPublicKey: createPublicKey(ours.publicPem),
      operatorId: OPERATOR_ID,
      transferWallets: wallets,
    });
    registerHub88TransferSim(sim, { operatorPublicKey: createPublicKey(ours.publicPem), operatorId: OPERATOR_ID }, wallets);
    const apiUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    const connect = async (platform: string, protocol: PlatformProtocol) => {
      const now = Date.now();
      await connectHub88Platform(
        database.database,
        testSecrets(),
        { platform, protocol, apiUrl, operatorId: OPERATOR_ID, subPartnerId: 'our-site', hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
        auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
      );
    };
    await connect('pg', 'hub88');
    await connect('ag', 'hub88-transfer');
    connections = new PlatformConnections(database.database.db, testSecrets());
    providers = new GameProviders(database.database.db, connections, demo);
  });
  afterAll(async () => {
    await sim.close();
    await database.drop();
  });

  const simGames = SIM_GAMES.map((game) => ({ gameCode: game.game_code, name: game.name, category: game.category, product: game.product, enabled: true }));
  const remote = async (): Promise<NonNullable<PlatformAdapter['transferWallet']>> => {
    const wallet = (await providers.adapterFor('ag', 'hub88-transfer')).transferWallet;
    if (!wallet) throw new Error('the transfer-wallet adapter has no wallet');
    return wallet;
  };

  it('answers the seamless adapter for a hub88 connection: Hub88’s game list, and no wallet of its own', async () => {
    const adapter = await providers.adapterFor('pg', 'hub88');
    expect([adapter.protocol, adapter.mode, adapter.transferWallet]).toEqual(['hub88', 'seamless', undefined]);
    expect(await adapter.gameList()).toEqual(simGames);
  });

  it('answers the demo without a list or a wallet of its own (its platform wallet is our ledger’s)', async () => {
    const adapter = await providers.adapterFor('bbin', 'demo');
    expect([adapter.protocol, adapter.mode, adapter.transferWallet]).toEqual(['demo', 'transfer', undefined]);
    expect(await adapter.gameList()).toEqual([]);
  });

  it('answers the transfer adapter for a hub88-transfer connection, its wallet Hub88’s: an order sent again is applied once', async () => {
    const adapter = await providers.adapterFor('ag', 'hub88-transfer');
    expect([adapter.protocol, adapter.mode]).toEqual(['hub88-transfer', 'transfer']);
    expect(await adapter.gameList()).toEqual(simGames);
    const wallet = await remote();
    const order = { orderId: 'adapter-order-1', memberId: 41, direction: 'in' as const, amountFen: 12_00 };
    expect(await wallet.transfer(order)).toEqual({ kind: 'applied', balanceFen: 12_00 });
    expect(await wallet.transfer(order)).toEqual({ kind: 'applied', balanceFen: 12_00 });
    expect(await wallet.balance(41)).toBe(12_00);
    expect(wallets.balanceOf(hub88User(41))).toBe(12_00 * HUB88_UNITS_PER_FEN);
    expect(await wallet.transfer({ orderId: 'adapter-order-2', memberId: 41, direction: 'out', amountFen: 13_00 })).toEqual({ kind: 'refused', status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await wallet.balance(41)).toBe(12_00);
  });

  it('lists the transfer wallet’s bet history in a window, one member’s when asked', async () => {
    const start = Date.now() - 1_000;
    for (const [uuid, memberId] of [['adapter-bet-1', 41], ['adapter-bet-2', 42]] as const) {
      book.played({ transaction_uuid: uuid, kind: 'TK_BET', amount: 1_00 * HUB88_UNITS_PER_FEN, user: hub88User(memberId), round: uuid, game_code: 'sim_lucky_dragon' }, 'our-site');
    }
    const wallet = await remote();
    const end = Date.now() + 2_000;
    expect((await wallet.betHistory({ start, end })).map((item) => item.transaction_uuid).sort()).toEqual(['adapter-bet-1', 'adapter-bet-2']);
    expect((await wallet.betHistory({ start, end, memberId: 42 })).map((item) => [item.transaction_uuid, item.user, item.transaction_status])).toEqual([['adapter-bet-2', hub88User(42), 'TS_SUCCESS']]);
  });

  it('finds the connections with a wallet of their own for the pull and the balances', async () => {
    expect((await remoteWallets(connections)).map(({ connection }) => connection.platform)).toEqual(['ag']);
  });
});
