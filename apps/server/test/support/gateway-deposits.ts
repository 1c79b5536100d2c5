import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildEpaySim, type EpaySimOptions } from '../../../sandbox/src/gateway-sim/epay-sim';
import type { Config } from '../../src/platform/config/config';
import type { DialectName } from '../../src/platform/db/database';
import { memberBalances } from '../../src/ledger/balances';
import { checkLedger } from '../../src/ledger/check';
import { startTestApp, type TestApp } from './app';
import { freePort } from './free-port';
import { registerMember } from './members';
import { memberId } from './money';

export const GATEWAY_CHANNEL = 'gopay';
export const GATEWAY_PID = '1001';
export const GATEWAY_KEY = 'k9XgT2fQm8ZpL4rW7vB3nC6yH1sD5aJe';

/** What the simulator's test calls answer: the notifications it sent, with our answers. */
export interface SimSent {
  sent: { answer: string; ok: boolean; status: number; query: Record<string, string> }[];
}

/**
 * Our app listening on a real port (PUBLIC_URL its address, so the gateway can notify it) and the EPay simulator beside
 * it, over HTTP; with the reads the gateway deposit tests share. Connect the channel before the first request: the
 * app keeps the connections it read for 5 s.
 */
export async function startGatewayDeposits(dialect: DialectName, sim: EpaySimOptions, config: Partial<Config>, clock: () => number) {
  const simulator: FastifyInstance = buildEpaySim(sim);
  const simUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  const ourUrl = `http://127.0.0.1:${String(port)}`;
  const t: TestApp = await startTestApp(dialect, { PUBLIC_URL: ourUrl, ...config }, clock);
  await t.app.listen({ port, host: '127.0.0.1' });
  const db = t.db.database.db;
  const simCall = async (path: string, body: Record<string, unknown> = {}) => {
    const response = await fetch(`${simUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as SimSent;
  };
  return {
    t,
    simUrl,
    ourUrl,
    close: async () => {
      await simulator.close();
      await t.close();
    },
    /** A member with an empty wallet. */
    newMember: async () => {
      const { name, token } = await registerMember(t.app);
      return { name, token, id: await memberId(t.db.database, name) };
    },
    mainFen: async (id: number) => (await memberBalances(db, id)).mainFen,
    /** A test call of the simulator (its faults, its payments): the notifications it sent. */
    simCall,
    /** The tester pays the gateway's order of ours (the simulator then notifies us). */
    pay: async (outTradeNo: string, body: Record<string, unknown> = {}) => {
      const response = await fetch(`${simUrl}/sim/orders/${outTradeNo}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(200);
      return (await response.json()) as SimSent;
    },
    order: (outTradeNo: string) => db.selectFrom('deposit_order').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow(),
    notifications: (outTradeNo: string) => db.selectFrom('gateway_notification').selectAll().where('out_trade_no', '=', outTradeNo).orderBy('id').execute(),
    ledgerClean: async () => expect(await checkLedger(db)).toEqual([]),
  };
}

export type GatewayDeposits = Awaited<ReturnType<typeof startGatewayDeposits>>;
