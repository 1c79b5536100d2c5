import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';
import { killHard, startServerProcess, stop, transfer } from './support/server-process';

describe.each(dialects)('server processes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function fundedMembers(count: number, fen: number) {
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const { name, token } = await registerMember(t.app);
      const id = await memberId(t.db.database, name);
      await fundMember(t.db.database, id, fen);
      members.push({ id, token });
    }
    return members;
  }

  async function totalOf(ids: number[]): Promise<number> {
    let total = 0;
    for (const id of ids) {
      const b = await memberBalances(t.db.database.db, id);
      total += b.mainFen + b.gameFen;
    }
    return total;
  }

  it('leaves every balance equal to its ledger after a SIGKILL under transfer load', async () => {
    const members = await fundedMembers(5, 100_00);
    const server = await startServerProcess(t.db.url);
    let running = true;
    const load = members.map(async ({ token }, i) => {
      let n = 0;
      while (running) {
        n += 1;
        const platform = ['ag', 'bg', 'pp'][n % 3] ?? 'ag';
        await (n % 2 === 0 ? transfer(server.base, token, '1.5', 'userbalance', platform) : transfer(server.base, token, '1', platform, 'userbalance'));
        if (i === 0 && n > 400) break;
      }
    });
    await sleep(1500);
    await killHard(server);
    running = false;
    await Promise.all(load);

    const moved = await t.db.database.db.selectFrom('transfer').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', 'in', ['transfer_in', 'transfer_out']).executeTakeFirstOrThrow();
    expect(moved.n).toBeGreaterThan(10);
    const restarted = await startServerProcess(t.db.url);
    try {
      expect(await checkLedger(t.db.database.db)).toEqual([]);
      // Nothing created, nothing lost: each member still holds what was funded, across all wallets.
      expect(await totalOf(members.map((m) => m.id))).toBe(5 * 100_00);
      expect(await transfer(restarted.base, members[0]?.token ?? '', '1', 'userbalance', 'ag')).toBe(200);
    } finally {
      await stop(restarted);
    }
  }, 60_000);

  if (dialect === 'postgres') {
    it('never overdraws with two server processes on one database', async () => {
      const [member] = await fundedMembers(1, 50_00);
      const servers = await Promise.all([startServerProcess(t.db.url), startServerProcess(t.db.url)]);
      try {
        const codes = await Promise.all(
          Array.from({ length: 100 }, (_, i) => transfer(servers[i % 2]?.base ?? '', member?.token ?? '', '1', 'userbalance', 'ag')),
        );
        expect(codes.filter((c) => c === 200)).toHaveLength(50);
        expect(codes.filter((c) => c !== 200).every((c) => c === 208)).toBe(true);
        expect(await memberBalances(t.db.database.db, member?.id ?? 0)).toMatchObject({ mainFen: 0, gameFen: 50_00 });
        expect(await checkLedger(t.db.database.db)).toEqual([]);
      } finally {
        await Promise.all(servers.map(stop));
      }
    }, 60_000);
  }
});
