import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

interface Envelope {
  code: number;
  message: unknown;
  data: unknown;
}

describe.each(dialects)('money calls replayed and raced on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
    await t.close();
  });

  /** Posts a member's money call, under an Idempotency-Key when one is given. */
  const send = async (path: string, body: Record<string, unknown>, token: string, key?: string): Promise<Envelope> => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      payload: JSON.stringify(body),
    });
    return response.json<Envelope>();
  };

  async function fundedMember(fen: number) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    if (fen > 0) await fundMember(t.db.database, id, fen);
    return { id, token };
  }

  const balancesOf = (id: number) => memberBalances(t.db.database.db, id);
  const intoAg = (yuan: number) => ({ amount: String(yuan), sourcetype: 'userbalance', targettype: 'ag' });

  describe('a refusal under an Idempotency-Key is the key\'s answer', () => {
    it('answers a replay 余额不足 again after the balance grew, and moves nothing', async () => {
      const { id, token } = await fundedMember(100_00);
      const key = `short-member-${String(id)}`;
      const refused = await send('/api/transfer', intoAg(200), token, key);
      expect(refused).toEqual({ code: CODES.insufficientBalance, message: MSG.insufficientBalance, data: [] });

      await fundMember(t.db.database, id, 500_00);
      expect(await send('/api/transfer', intoAg(200), token, key)).toEqual(refused);
      expect(await balancesOf(id)).toMatchObject({ mainFen: 600_00, gameFen: 0 });
      // The key is spent: another request under it is refused; the same request under a new key runs.
      expect((await send('/api/transfer', intoAg(100), token, key)).code).toBe(CODES.idempotencyMismatch);
      expect((await send('/api/transfer', intoAg(200), token, `${key}-again`)).code).toBe(200);
      expect(await balancesOf(id)).toMatchObject({ mainFen: 400_00, gameFen: 200_00 });
      expect(await checkLedger(t.db.database.db)).toEqual([]);
    });

    it('keeps a rule refused inside the money step too, so the key cannot be reused for another request', async () => {
      const { id, token } = await fundedMember(100_00);
      const key = `rule-member-${String(id)}`;
      const refused = await send('/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'nope' }, token, key);
      expect(refused).toEqual({ code: CODES.transferFailed, message: MSG.unknownPlatform, data: [] });
      expect(await send('/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'nope' }, token, key)).toEqual(refused);
      expect((await send('/api/transfer', intoAg(10), token, key)).code).toBe(CODES.idempotencyMismatch);
      expect(await balancesOf(id)).toMatchObject({ mainFen: 100_00, gameFen: 0 });
      expect(await checkLedger(t.db.database.db)).toEqual([]);
    });

    it('keeps nothing for a request refused before the key is read', async () => {
      const { id, token } = await fundedMember(100_00);
      const key = `early-member-${String(id)}`;
      // Checked before the money step: no bound account chosen.
      const early = await send('/api/withdraw', { amount: '100', password: PAY_PASSWORD }, token, key);
      expect(early).toMatchObject({ code: CODES.validation, message: MSG.withdrawCardRequired });
      // So the key still runs a request: this one reaches the money step, whose refusal is kept.
      const ran = await send('/api/withdraw', { bank: 999_999, amount: '100', password: PAY_PASSWORD }, token, key);
      expect(ran).toEqual({ code: CODES.notFound, message: MSG.cardNotFound, data: [] });
      expect((await send('/api/withdraw', { bank: 999_998, amount: '100', password: PAY_PASSWORD }, token, key)).code).toBe(CODES.idempotencyMismatch);
      expect(await balancesOf(id)).toMatchObject({ mainFen: 100_00 });
    });

    it('answers 20 parallel copies of one key alike while the wallet is funded under them, and moves money at most once', async () => {
      const { id, token } = await fundedMember(0);
      const key = `race-member-${String(id)}`;
      const copies = Array.from({ length: 20 }, () => send('/api/transfer', intoAg(100), token, key));
      const [answers] = await Promise.all([Promise.all(copies), fundMember(t.db.database, id, 100_00)]);
      const first = answers[0];
      expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(first))).toBe(true);
      const moved = first?.code === 200;
      if (!moved) expect(first).toEqual({ code: CODES.insufficientBalance, message: MSG.insufficientBalance, data: [] });
      expect(await balancesOf(id)).toMatchObject({ mainFen: moved ? 0 : 100_00, gameFen: moved ? 100_00 : 0 });
      // Whichever answer came first stays the answer.
      expect(await send('/api/transfer', intoAg(100), token, key)).toEqual(first);
      expect(await checkLedger(t.db.database.db)).toEqual([]);
    });
  });

  describe('parallel requests answer what happened', () => {
    it('answers a double tap on 一键领取 with one collection and one 没有可回收的金额, never 余额不足', async () => {
      const { id, token } = await fundedMember(100_00);
      for (let round = 0; round < 5; round += 1) {
        expect((await send('/api/transfer', intoAg(60), token)).code).toBe(200);
        expect((await send('/api/transfer', { amount: '40', sourcetype: 'userbalance', targettype: 'pg' }, token)).code).toBe(200);
        const taps = await Promise.all([send('/api/transall', {}, token), send('/api/transall', {}, token)]);
        expect(taps.map((tap) => tap.code)).toEqual([200, 200]);
        expect(taps.map((tap) => tap.message).sort()).toEqual([MSG.recovered, MSG.nothingToRecover].sort());
        expect(taps.map((tap) => tap.data)).toEqual([{ balance: 100 }, { balance: 100 }]);
        expect(await balancesOf(id)).toMatchObject({ mainFen: 100_00, gameFen: 0 });
      }
      expect(await checkLedger(t.db.database.db)).toEqual([]);
    });

    it('opens the game for 30 parallel seamless launches, sweeping once', async () => {
      const { id, token } = await fundedMember(300_00);
      expect((await send('/api/transfer', intoAg(100), token)).code).toBe(200);
      expect((await send('/api/uptransferstatus', { transferstatus: 1 }, token)).code).toBe(200);
      const launches = await Promise.all(
        Array.from({ length: 30 }, () => send('/api/getGameUrl', { plat_name: 'pg', game_type: 'concise', game_code: 'pg_003' }, token)),
      );
      expect(launches.filter((launch) => launch.code !== 200)).toEqual([]);
      expect(launches.every((launch) => launch.message === MSG.jumping && typeof (launch.data as { url?: unknown }).url === 'string')).toBe(true);
      const balances = await balancesOf(id);
      expect(balances).toMatchObject({ mainFen: 0, gameFen: 300_00 });
      expect(balances.byPlatform.get('pg')).toBe(300_00);
      expect(await checkLedger(t.db.database.db)).toEqual([]);
    });
  });
});
