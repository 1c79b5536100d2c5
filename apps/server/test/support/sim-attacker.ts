import { createPrivateKey } from 'node:crypto';
import type { DialectName } from '../../src/platform/db/database';
import { Hub88Attacker, type RetryPolicy } from '../../../sandbox/src/platform-sim/attacker';
import { WalletClient } from '../../../sandbox/src/platform-sim/wallet-client';
import { WalletModel } from '../../../sandbox/src/platform-sim/wallet-model';
import { hub88User } from '../../src/integrations/platforms/hub88/protocol';
import { startTestApp, type TestApp } from './app';
import { connectHub88, gameSession, rsaKeyPair, type KeyPair } from './hub88';
import { fundedMember } from './money';

const HOUR = 3_600_000;

/** Our server listening on a port, with PLATFORM connected to Hub88 under a key the simulator signs with. */
export interface SimTarget {
  t: TestApp;
  walletUrl: string;
  wallet: WalletClient;
  platform: string;
  /** The key the simulator signs its wallet calls with, and our pair for the games API. */
  hub88: KeyPair;
  operator: KeyPair;
}

export async function startSimTarget(dialect: DialectName, platform = 'pg'): Promise<SimTarget> {
  const t = await startTestApp(dialect);
  const ours = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const hub88 = rsaKeyPair();
  const operator = rsaKeyPair();
  // Two platforms under one Hub88 key, as the demo connects its platforms to one simulator: the key names both.
  await connectHub88(t.db.database, 'ae', hub88, operator);
  await connectHub88(t.db.database, platform, hub88, operator);
  const walletUrl = `${ours}/wallet/hub88`;
  return { t, walletUrl, wallet: new WalletClient(walletUrl, createPrivateKey(hub88.privatePem), 5_000), platform, hub88, operator };
}

/**
 * A funded member with a live game session and an expired one on the target's platform, and the simulator's
 * attacker playing them, its model (a new one, or the one given, shared with other members') starting from what the member has.
 */
export async function simPlayer(target: SimTarget, fen: number, { retries, model = new WalletModel() }: { retries?: RetryPolicy; model?: WalletModel } = {}) {
  const { id, token: siteToken } = await fundedMember(target.t, fen);
  const user = hub88User(id);
  const token = await gameSession(target.t.db.database, { memberId: id, platform: target.platform, expiresAt: Date.now() + HOUR });
  const expiredToken = await gameSession(target.t.db.database, { memberId: id, platform: target.platform, expiresAt: Date.now() - 1 });
  model.addMember(user, fen);
  model.addToken(token, user);
  model.addToken(expiredToken, user, true);
  const attacker = new Hub88Attacker(target.wallet, model, { user, token, gameCode: 'pg_003' }, retries);
  return { id, user, siteToken, token, expiredToken, model, attacker };
}
